import { z } from 'zod';

/** DESIGN §6: every error the API sends has this shape. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Turns a Zod failure into the API's field errors, one per problem, paths dotted. */
export const toFieldErrors = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
