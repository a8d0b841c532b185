/**
 * The witness's answers on VA Form 21-10210, filled by the same form module as the claim
 * packet: the statement in Section III in the witness's words, the witness in Section IV with
 * the relationships they ticked. The veteran's name is the one they registered with; nothing
 * else of theirs is asked, and the boxes left empty can be typed into in any PDF reader.
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
import { fillWitnessStatement } from '../../forms/va-21-10210';
import { HttpError } from '../../http-error';

export const WITNESS_FORM = '21-10210';

const given = (text: string) => (text.trim() === '' ? null : text.trim());

export function witnessFormFill(
  template: FormTemplate,
  answers: WitnessAnswers,
  veteran: { firstName: string | null; lastName: string | null },
): FormFill {
  const identity: VeteranIdentity = {
    ...noIdentity,
    firstName: veteran.firstName,
    lastName: veteran.lastName,
  };
  return fillWitnessStatement(template, {
    identity,
    statement: composeWitnessStatement(answers),
    witness: {
      name: answers.fullName,
      relationships: answers.relationships,
      otherRelationship: given(answers.otherRelationship),
      phone: given(answers.phone),
      email: given(answers.email),
    },
  });
}

/** Makes the filled PDF from VA's template, with a message the veteran can act on otherwise. */
export function createWitnessFormMaker(deps: {
  templates: ReadonlyMap<string, FormTemplate>;
  templateStore: TemplateStore;
}) {
  return async (
    answers: WitnessAnswers,
    veteran: { firstName: string | null; lastName: string | null },
  ): Promise<Uint8Array> => {
    try {
      const bytes = await deps.templateStore.get(WITNESS_FORM);
      return await fillPdf(
        bytes,
        witnessFormFill(deps.templates.get(WITNESS_FORM)!, answers, veteran),
      );
    } catch (error) {
      if (error instanceof UnknownFormRevisionError || error instanceof FormUnavailableError)
        throw new HttpError(503, error.message);
      throw error;
    }
  };
}

export type WitnessFormMaker = ReturnType<typeof createWitnessFormMaker>;
