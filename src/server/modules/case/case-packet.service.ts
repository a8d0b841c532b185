/**
 * POST /api/case/packet: the veteran's case on VA's forms with evidence.pdf, zipped in a worker.
 * What the veteran types for the download (SSN, VA file number, date of birth, name, address)
 * passes from the request into the job and is kept nowhere: not in the database, not in a log.
 */
import type { CaseResponse, PacketRequest } from '../../../contracts/case';
import type { ServiceHistory } from '../../../contracts/service-history';
import type { FormTemplate } from '../../../contracts/va-forms';
import type { Database } from '../../db/client';
import { identityOfRequest } from '../../forms/identity-fields';
import {
  FormUnavailableError,
  UnknownFormRevisionError,
  type TemplateStore,
} from '../../forms/template-store';
import { HttpError } from '../../http-error';
import { PacketBuildError, type PacketBuilder } from '../../packet/packet-builder';
import type { Exhibit } from '../../packet/packet-types';
import { planEvidenceBook } from './evidence-book';
import { emptyBoxes, emptyBoxNotices } from './empty-boxes';
import { exhibitTitle } from './exhibit-titles';
import { planPacketForms, supplementalWithoutNewEvidence, withRatedNames } from './packet-forms';
import { createCaseRepository } from './case.repository';
import type { CaseService } from './case.service';

type CasePacketDeps = {
  db: Database;
  cases: CaseService;
  /** Field maps by form number (content/forms/templates). */
  templates: ReadonlyMap<string, FormTemplate>;
  templateStore: TemplateStore;
  builder: PacketBuilder;
  /** A presumptive rule's id → its title. */
  presumptiveTitles: ReadonlyMap<string, string>;
  /** Whether the veteran recorded an intent to file for compensation whose year still runs. */
  intentToFileRunning: (userId: string) => Promise<boolean>;
  /** The service history saved in the profile (Sections IV and VI of the 21-526EZ). */
  serviceHistoryOf?: (userId: string) => Promise<ServiceHistory | null>;
  /** The veteran's rated disabilities, by id and the name VA rated. */
  ratedDisabilitiesOf?: (userId: string) => Promise<readonly { id: string; name: string }[]>;
  /** Item 15B or 15C, for a place the veteran saved. */
  hazardOfPlace?: (place: string) => 'gulf-war' | 'herbicide' | null;
  now: () => Date;
};

const nothingToFile = () =>
  new HttpError(
    409,
    'My Case has nothing to put on a form yet. Add a condition, a statement or a provider first.',
  );

/** A form or worker failure, as a message the veteran can act on. */
function asHttpError(error: unknown): unknown {
  if (error instanceof UnknownFormRevisionError || error instanceof FormUnavailableError)
    return new HttpError(503, error.message);
  if (error instanceof PacketBuildError) return new HttpError(503, error.message);
  return error;
}

export function createCasePacketService(deps: CasePacketDeps) {
  const { db, cases, templates, templateStore, builder, presumptiveTitles, now } = deps;

  async function exhibitsOf(userId: string, documents: { documentId: string; title: string }[]) {
    const files = await createCaseRepository(db, userId).findExhibitFiles(
      documents.map((document) => document.documentId),
    );
    return documents.map(({ documentId, title }, index): Exhibit => {
      const file = files.find((row) => row.id === documentId);
      return {
        number: index + 1,
        title,
        mimeType: file?.mimeType ?? 'application/octet-stream',
        bytes: file?.fileBytes ? new Uint8Array(file.fileBytes) : null,
        text: file?.fileContent ?? null,
      };
    });
  }

  /** Each confirmed document titled by what it is and its date, where the analysis knows. */
  async function documentTitles(userId: string, caseFile: CaseResponse) {
    const ids = caseFile.conditions.flatMap((condition) =>
      condition.elements.flatMap((element) =>
        element.items.flatMap((item) =>
          item.state === 'confirmed' && item.documentId ? [item.documentId] : [],
        ),
      ),
    );
    const sources = await createCaseRepository(db, userId).exhibitTitleSources([...new Set(ids)]);
    return new Map(sources.map((source) => [source.id, exhibitTitle(source)]));
  }

  /** What the veteran should know before sending: a Supplemental Claim with nothing new. */
  async function packetNotices(userId: string, caseFile: CaseResponse): Promise<string[]> {
    const documentIds = caseFile.conditions.flatMap((condition) =>
      condition.elements.flatMap((element) =>
        element.items.flatMap((item) => (item.documentId ? [item.documentId] : [])),
      ),
    );
    const uploadedOn = await createCaseRepository(db, userId).uploadDates([
      ...new Set(documentIds),
    ]);
    return supplementalWithoutNewEvidence(caseFile, uploadedOn).map(
      (issue) =>
        `Supplemental Claim for ${issue}: nothing new since the decision. VA takes up a ` +
        'Supplemental Claim only with new and relevant evidence (38 CFR 3.2501): upload a ' +
        'record dated after the decision and confirm it as evidence, add a statement, or name ' +
        'a provider whose records VA should get.',
    );
  }

  return {
    /** The ZIP's bytes and the name it downloads under. */
    build: async (userId: string, request: PacketRequest) => {
      const [savedCase, intentToFileRunning, serviceHistory, ratedDisabilities] = await Promise.all(
        [
          cases.read(userId),
          deps.intentToFileRunning(userId),
          deps.serviceHistoryOf?.(userId) ?? null,
          deps.ratedDisabilitiesOf?.(userId) ?? [],
        ],
      );
      const caseFile = withRatedNames(savedCase, ratedDisabilities);
      const identity = identityOfRequest(request);
      const planned = planPacketForms({
        caseFile,
        identity,
        presumptiveTitles,
        intentToFileRunning,
        serviceHistory,
        hazardOfPlace: deps.hazardOfPlace,
      });
      if (planned.length === 0) throw nothingToFile();
      const preparedOn = now().toISOString().slice(0, 10);
      const { book, exhibitDocuments } = planEvidenceBook({
        conditions: caseFile.conditions,
        statements: caseFile.statements,
        veteranName: [identity.firstName, identity.lastName].filter(Boolean).join(' ') || null,
        vaFileNumber: identity.vaFileNumber,
        preparedOn,
        documentTitles: await documentTitles(userId, caseFile),
      });
      try {
        const forms = await Promise.all(
          planned.map(async (form) => ({
            entryName: form.entryName,
            template: await templateStore.get(form.formNumber),
            fill: form.fill(templates.get(form.formNumber)!),
          })),
        );
        const exhibits = await exhibitsOf(userId, exhibitDocuments);
        const notices = [
          ...(await packetNotices(userId, caseFile)),
          ...emptyBoxNotices(
            forms.map(({ fill }) => ({
              formNumber: fill.formNumber,
              empty: emptyBoxes(templates.get(fill.formNumber)!, fill, identity, serviceHistory),
            })),
          ),
        ];
        const bytes = await builder.build({ forms, evidence: { ...book, exhibits }, notices });
        return { bytes, fileName: `wingman-claim-packet-${preparedOn}.zip` };
      } catch (error) {
        throw asHttpError(error);
      }
    },
  };
}

export type CasePacketService = ReturnType<typeof createCasePacketService>;
