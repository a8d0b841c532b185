/**
 * The witness's answers on VA Form 21-10210, filled by the same form module as the claim
 * packet: the statement in Section III in the witness's words, the witness in Section IV with
 * the relationships they ticked, and the claimed condition named at the statement's head. The
 * veteran's name is their legal name from the account; the SSN, VA file number and the rest
 * come from what the veteran types for the download (POST), kept nowhere, as for the packet.
 */
import { composeWitnessStatement, type WitnessAnswers } from '../../../contracts/witness';
import type { FormTemplate } from '../../../contracts/va-forms';
import { fillPdf } from '../../forms/fill-pdf';
import { noIdentity, type FormFill, type VeteranIdentity } from '../../forms/form-fill';
import {
  FormUnavailableError,
  UnknownFormRevisionError,
  type TemplateStore,
} from '../../forms/template-store';
import { identificationLine } from '../../forms/identity-fields';
import { fillWitnessStatement } from '../../forms/va-21-10210';
import { HttpError } from '../../http-error';

export const WITNESS_FORM = '21-10210';

const given = (text: string) => (text.trim() === '' ? null : text.trim());

/** The veteran's legal name from the account, under what they typed for this download. */
export function witnessFormIdentity(
  veteran: { firstName: string | null; lastName: string | null },
  typed: VeteranIdentity = noIdentity,
): VeteranIdentity {
  const typedName = Boolean(typed.firstName || typed.lastName);
  return {
    ...typed,
    firstName: typedName ? typed.firstName : veteran.firstName,
    lastName: typedName ? typed.lastName : veteran.lastName,
  };
}

export function witnessFormFill(
  template: FormTemplate,
  answers: WitnessAnswers,
  identity: VeteranIdentity,
  condition: string | null = null,
): FormFill {
  const fill = fillWitnessStatement(template, {
    identity,
    condition,
    statement: composeWitnessStatement(answers),
    witness: {
      name: answers.fullName,
      relationships: answers.relationships,
      otherRelationship: given(answers.otherRelationship),
      phone: given(answers.phone),
      email: given(answers.email),
    },
  });
  return { ...fill, identification: identificationLine(identity) };
}

/** Makes the filled PDF from VA's template, with a message the veteran can act on otherwise. */
export function createWitnessFormMaker(deps: {
  templates: ReadonlyMap<string, FormTemplate>;
  templateStore: TemplateStore;
}) {
  return async (
    answers: WitnessAnswers,
    identity: VeteranIdentity,
    condition: string | null,
  ): Promise<Uint8Array> => {
    try {
      const bytes = await deps.templateStore.get(WITNESS_FORM);
      return await fillPdf(
        bytes,
        witnessFormFill(deps.templates.get(WITNESS_FORM)!, answers, identity, condition),
      );
    } catch (error) {
      if (error instanceof UnknownFormRevisionError || error instanceof FormUnavailableError)
        throw new HttpError(503, error.message);
      throw error;
    }
  };
}

export type WitnessFormMaker = ReturnType<typeof createWitnessFormMaker>;
