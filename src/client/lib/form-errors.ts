import type { FieldError } from '../../contracts/errors';

/** What a form shows under each input: one message per field name. */
export type FormErrors = Partial<Record<string, string>>;

/** Keeps the first problem of each field, the one the schema checks first. */
export const firstErrorPerField = (errors: readonly FieldError[]): FormErrors => {
  const byField: FormErrors = {};
  for (const { path, message } of errors) {
    const field = path || 'form';
    byField[field] ??= message;
  }
  return byField;
};
