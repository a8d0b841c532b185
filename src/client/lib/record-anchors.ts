/**
 * Addresses of one record on its own screen (/case#condition-…, /documents#document-…), so
 * another screen can link straight to it. The card carries the id; the screen brings it into
 * view with useScrollToHash.
 */
export const conditionAnchor = (conditionId: string) => `condition-${conditionId}`;
export const documentAnchor = (documentId: string) => `document-${documentId}`;

export const conditionHref = (conditionId: string) => `/case#${conditionAnchor(conditionId)}`;
export const documentHref = (documentId: string) => `/documents#${documentAnchor(documentId)}`;

/** The service history section of Profile & Settings, which the finder reads. */
export const SERVICE_HISTORY_ANCHOR = 'service-history';
export const SERVICE_HISTORY_HREF = `/profile#${SERVICE_HISTORY_ANCHOR}`;
