import { z } from 'zod';

/** A new-password form's schema with a second, matching entry under `confirmPassword`. */
export const withPasswordConfirmation = <Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
) =>
  schema
    .extend({ confirmPassword: z.string() })
    .refine((values: Record<string, unknown>) => values[field] === values.confirmPassword, {
      path: ['confirmPassword'],
      error: 'Passwords do not match',
    });
