import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { toFieldErrors, type FieldError } from '../../contracts/errors';
import { firstErrorPerField, type FormErrors } from './form-errors';

type FormValues = Record<string, unknown>;

/** The fields a plain text input can edit: those whose value is a string. */
type TextFieldName<Values extends FormValues> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  string;

type TextChangeEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

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

  /** Sets one value (for inputs that report a value rather than an event) and clears its error. */
  const setValue = <Name extends keyof Values & string>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const field = (name: TextFieldName<Values>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: TextChangeEvent) =>
      setValue(name, event.currentTarget.value as Values[typeof name]),
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

  const reset = (nextValues: Values = initialValues) => {
    setValues(nextValues);
    setErrors({});
  };

  return { id, values, errors, field, setValue, onSubmit, showErrors, setErrors, reset };
}
