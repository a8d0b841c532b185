/**
 * Loads a page from the server, dropping all client state. Used after sign-in and sign-out so
 * nothing cached for one person survives into the next session.
 */
export const fullPageLoad = (path: string) => window.location.assign(path);
