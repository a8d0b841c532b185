import type { FieldError } from '../../contracts/errors';
import { serverFieldErrors, serverMessage } from './api-error';
import { showFailureToast } from './toast';

/**
 * Spec §8: a failed request shows a red toast with the server's message (or our fallback),
 * and any per-field problems the server named go under their inputs.
 */
export const reportRequestFailure = (
  error: unknown,
  title: string,
  fallbackMessage: string,
  showFieldErrors?: (errors: FieldError[]) => void,
) => {
  showFailureToast(title, serverMessage(error) ?? fallbackMessage);
  const fieldErrors = serverFieldErrors(error);
  if (showFieldErrors && fieldErrors.length > 0) showFieldErrors(fieldErrors);
};
