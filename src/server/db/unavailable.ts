/**
 * Whether an error means the database cannot be reached right now (down, restarting, the
 * network cut), as opposed to a fault in a query. Such requests answer 503, so a client or a
 * load balancer can try again, instead of a 500 that reads as a bug.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
// PostgreSQL SQLSTATE classes 08 (connection exception) and 57P0x (server shutting down or starting).
const SERVER_CODES = /^(?:08\d{3}|57P0[1-3])$/;
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as the cause of a "Failed query" error.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code)))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
