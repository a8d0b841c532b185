/** The `{email}` placeholder of the spec: where veterans write for help and data requests. */
export const DEFAULT_SUPPORT_EMAIL = 'support@example.org';

/** The page's meta tag through which the server tells the client its configured address. */
export const SUPPORT_EMAIL_META = 'wingman:support-email';
