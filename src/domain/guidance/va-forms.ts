/**
 * VA forms as listed in content/forms/va-forms.json (va-facts.md §4). The server imports the
 * JSON and passes `forms` in; nothing here reads files.
 */

/** One form: number and title as VA publishes them, purpose in our own words. */
export interface VaForm {
  /** Without the "VA Form" prefix, e.g. "21-526EZ". */
  number: string;
  title: string;
  purpose: string;
  /** How far the published title was checked (va-facts tags): official, secondary, unverified. */
  titleConfidence?: string;
}

/** The shape of content/forms/va-forms.json. */
export interface VaFormsFile {
  title: string;
  basis: string;
  notes: string[];
  forms: VaForm[];
}

/** The forms guidance refers to, by number, so a typo is a type error rather than a missing form. */
export const VA_FORM = {
  claim: '21-526EZ',
  intentToFile: '21-0966',
  layWitnessStatement: '21-10210',
  statementInSupport: '21-4138',
  privateRecordsAuthorization: '21-4142',
  privateProviderRelease: '21-4142a',
  unemployability: '21-8940',
  supplementalClaim: '20-0995',
  higherLevelReview: '20-0996',
  boardAppeal: '10182',
} as const;

export type VaFormNumber = (typeof VA_FORM)[keyof typeof VA_FORM];

export function findVaForm(forms: readonly VaForm[], number: VaFormNumber): VaForm | undefined {
  return forms.find((form) => form.number === number);
}
