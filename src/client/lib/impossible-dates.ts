import type { FormEvent } from 'react';
import { notARealDate } from '../../contracts/claims';
import type { FieldError } from '../../contracts/errors';

/**
 * A browser's date input holding a day the calendar lacks (typed 02/30/2025) reports an empty
 * value, as if nothing were typed; only its validity tells the two apart.
 */
function impossibleDates(form: HTMLFormElement, labels: Record<string, string>): FieldError[] {
  return Object.entries(labels).flatMap(([name, label]) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement && input.validity.badInput
      ? [{ path: name, message: notARealDate(label) }]
      : [];
  });
}

/**
 * A form's submit handler that first refuses impossible dates in the named date inputs (name →
 * label), then hands the event to the schema-checked submit.
 */
export const refusingImpossibleDates =
  (
    labels: Record<string, string>,
    showErrors: (errors: FieldError[]) => void,
    submit: (event: FormEvent<HTMLFormElement>) => void,
  ) =>
  (event: FormEvent<HTMLFormElement>) => {
    const impossible = impossibleDates(event.currentTarget, labels);
    if (impossible.length === 0) return submit(event);
    event.preventDefault();
    showErrors(impossible);
  };
