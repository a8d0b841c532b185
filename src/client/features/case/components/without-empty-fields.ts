import { z } from 'zod';

/**
 * A form's text inputs hold "" for "not given", where the contract's optional fields expect
 * the field to be absent; the contract's own schema then checks what is left.
 */
export const withoutEmptyFields = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(
    (values) =>
      Object.fromEntries(
        Object.entries(values as Record<string, unknown>).filter(([, value]) => value !== ''),
      ),
    schema,
  );
