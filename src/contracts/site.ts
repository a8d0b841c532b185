/** The `{email}` placeholder of the spec: where veterans write for help and data requests. */
export const SUPPORT_EMAIL = 'support@example.org';
