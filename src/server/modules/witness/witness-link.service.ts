import {
  witnessLinkMessages,
  type WitnessAnswers,
  type WitnessInvitation,
  type WitnessSent,
} from '../../../contracts/witness';
import type { SafetyCheck } from '../../../domain/safety/safety-types';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { createWitnessLinkRepository } from './witness-link.repository';
import { witnessAnswersSafety } from './witness-answers-safety';

type WitnessLinkDeps = {
  db: Database;
  now: () => Date;
  hashToken: (token: string) => string;
  /** The veteran's display name, as they chose it in Profile & Settings. */
  displayNameOf: (userId: string) => Promise<string>;
  safety: SafetyCheck;
};

type Link = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createWitnessLinkRepository>['find']>>
>;

/** Why a link cannot take answers, or null while it can. Withdrawn links are gone: not found. */
function refusalOf(link: Link | undefined, at: Date): HttpError | null {
  if (!link) return new HttpError(404, witnessLinkMessages.notFound);
  if (link.submittedAt) return new HttpError(409, witnessLinkMessages.submitted);
  if (link.expiresAt <= at) return new HttpError(410, witnessLinkMessages.expired);
  return null;
}

/** The witness's side of a link: the token alone opens it, and it takes answers once. */
export function createWitnessLinkService({
  db,
  now,
  hashToken,
  displayNameOf,
  safety,
}: WitnessLinkDeps) {
  const links = createWitnessLinkRepository(db);

  return {
    open: async (token: string): Promise<WitnessInvitation> => {
      const link = await links.find(hashToken(token));
      const refusal = refusalOf(link, now());
      if (refusal || !link) throw refusal;
      return {
        veteranName: await displayNameOf(link.userId),
        conditionName: link.conditionName,
        witnessName: link.witnessName,
        relationship: link.relationship,
        whatTheySaw: link.whatTheySaw,
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    submit: async (token: string, answers: WitnessAnswers): Promise<WitnessSent> => {
      const tokenHash = hashToken(token);
      const at = now();
      if (await links.submit(tokenHash, answers, at))
        return {
          message: witnessLinkMessages.thanks,
          safety: witnessAnswersSafety(safety, answers),
        };
      throw (
        refusalOf(await links.find(tokenHash), at) ??
        new HttpError(409, witnessLinkMessages.submitted)
      );
    },
  };
}

export type WitnessLinkService = ReturnType<typeof createWitnessLinkService>;
