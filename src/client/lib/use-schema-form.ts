import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { toFieldErrors, type FieldError } from '../../contracts/errors';
import { firstErrorPerField, type FormErrors } from './form-errors';

type FormValues = Record<string, string>;

/**
 * Form state checked by a shared contract schema, so the messages under each input are the
 * ones the server would send.
 */
export function useSchemaForm<Values extends FormValues, Schema extends z.ZodType>(
  schema: Schema,
  initialValues: Values,
) {
  // Found by id rather than a ref: server errors arrive after the submit event is gone.
  const id = useId();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  /** Shows problems under their inputs and moves focus to the first one that has an input. */
  const showErrors = (problems: readonly FieldError[]) => {
    // Render the messages before moving focus, so a screen reader reads them with the field.
    flushSync(() => setErrors(firstErrorPerField(problems)));
    const form = document.getElementById(id);
    const inputs = form instanceof HTMLFormElement ? form.elements : undefined;
    const first = problems.map(({ path }) => inputs?.namedItem(path)).find(Boolean);
    if (first instanceof HTMLElement) first.focus();
  };

  const onSubmit =
    (submit: (data: z.output<Schema>) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = schema.safeParse(values);
      if (!result.success) {
        showErrors(toFieldErrors(result.error));
        return;
      }
      setErrors({});
      submit(result.data);
    };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  return { id, values, errors, field, onSubmit, showErrors, setErrors, reset };
}
