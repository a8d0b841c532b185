import { apiErrorSchema, type FieldError } from '../../contracts/errors';
import { ApiRequestError } from './api-client';

const apiErrorOf = (error: unknown) => {
  if (!(error instanceof ApiRequestError)) return undefined;
  const parsed = apiErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
};

/** The server's own `message`, for toasts; undefined when it sent none (or never answered). */
export const serverMessage = (error: unknown): string | undefined => apiErrorOf(error)?.message;

/** The server's per-field problems from a 400 answer, for showing under the inputs. */
export const serverFieldErrors = (error: unknown): FieldError[] => apiErrorOf(error)?.errors ?? [];
