import { ApiRequestError } from '../../lib/api-client';
import { serverMessage } from '../../lib/api-error';

/**
 * The server's own words when they help the veteran act (a 4xx: the file that is too large,
 * the types it takes, consent); a 5xx says nothing useful, so the caller's message is shown.
 */
export const serverReason = (error: unknown): string | undefined =>
  error instanceof ApiRequestError && error.status < 500 ? serverMessage(error) : undefined;
