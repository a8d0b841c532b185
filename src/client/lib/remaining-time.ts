const MINUTE_MS = 60_000;

/**
 * Spec §4: how long a document's file content is kept — "Xh Ym remaining", "Ym remaining"
 * under an hour, "Expired" once past, "No expiration" when the server set no expiry. Partial
 * minutes count up, so the last seconds read "1m remaining" rather than "0m".
 */
export function remainingTimeLabel(expiresAt: string | null, now: Date): string {
  if (expiresAt === null) return 'No expiration';
  const expiry = new Date(expiresAt).getTime();
  if (Number.isNaN(expiry)) return 'No expiration';
  const left = expiry - now.getTime();
  if (left <= 0) return 'Expired';
  const minutes = Math.ceil(left / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m remaining` : `${minutes}m remaining`;
}
