import { z } from 'zod';

/**
 * A form's inputs hold "" for "not given", where some of the contract's optional fields (a
 * choice, a date) expect the field to be absent. Those are dropped while empty; the contract's
 * own schema then checks the rest, so required text still says it is required.
 */
export const withoutEmptyFields = <Schema extends z.ZodType>(
  schema: Schema,
  optionalFields: readonly string[],
) =>
  z.preprocess(
    (values) =>
      Object.fromEntries(
        Object.entries(values as Record<string, unknown>).filter(
          ([name, value]) => !(value === '' && optionalFields.includes(name)),
        ),
      ),
    schema,
  );
