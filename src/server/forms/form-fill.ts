/**
 * What a form module asks to be written into one of VA's fillable PDFs. Form modules are pure:
 * they map the case onto field names (from the field map of one template hash); fillForm()
 * writes them, pours long text through boxes and continues what does not fit on continuation
 * sheets, so nothing is ever cut.
 */
export interface FormFill {
  /** VA's form number as the packet names it ("21-4138"). */
  formNumber: string;
  /** Field full name → text, or true/false for a check box (a radio group takes its option). */
  values: Record<string, string | boolean>;
  /** Long text poured through boxes in order; the rest continues on a continuation sheet. */
  flows: TextFlow[];
  /** Text with no box left on the form (a sixth issue where the form has five rows). */
  continuation: ContinuationEntry[];
  /** Who the form is about, atop every continuation page: name, SSN, VA file number. */
  identification?: string | null;
}

export interface TextFlow {
  /** The item as the printed form names it ("Section 2, Remarks"). */
  item: string;
  /** Field full names, in reading order. */
  fields: string[];
  text: string;
}

export interface ContinuationEntry {
  item: string;
  text: string;
}

export const emptyFill = (formNumber: string): FormFill => ({
  formNumber,
  values: {},
  flows: [],
  continuation: [],
});

/**
 * Who the forms are about, as typed for one download (contracts/case.ts packetRequestSchema):
 * never stored, never logged. Any part may be missing; its boxes are then left empty.
 */
export interface VeteranIdentity {
  firstName: string | null;
  middleInitial: string | null;
  lastName: string | null;
  /** Nine digits, no dashes. */
  ssn: string | null;
  vaFileNumber: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
}

/** Nothing typed: every identity box left empty. */
export const noIdentity: VeteranIdentity = {
  firstName: null,
  middleInitial: null,
  lastName: null,
  ssn: null,
  vaFileNumber: null,
  dateOfBirth: null,
  street: null,
  city: null,
  state: null,
  postalCode: null,
  country: null,
  phone: null,
  email: null,
};
