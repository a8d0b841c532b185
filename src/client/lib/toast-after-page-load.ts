import { showSuccessToast } from './toast';

// Per tab, so a welcome never shows up in another window or a later visit.
const PENDING_TOAST_KEY = 'wingman.toastAfterPageLoad';

type PendingToast = { title: string; message: string };

/**
 * Keeps a success toast for the page about to load (spec §4: sign-in and registration end in a
 * full page load, which would otherwise wipe the toast before anyone reads it).
 */
export function showSuccessToastAfterPageLoad(title: string, message: string) {
  try {
    window.sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ title, message }));
  } catch {
    // Storage switched off (some private windows): the veteran only misses the greeting.
  }
}

/** Shows the toast the previous page left, once. */
export function showToastLeftByPreviousPage() {
  let pending: PendingToast | undefined;
  try {
    const stored = window.sessionStorage.getItem(PENDING_TOAST_KEY);
    window.sessionStorage.removeItem(PENDING_TOAST_KEY);
    pending = stored ? asPendingToast(JSON.parse(stored)) : undefined;
  } catch {
    return;
  }
  if (pending) showSuccessToast(pending.title, pending.message);
}

const asPendingToast = (value: unknown): PendingToast | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, message } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof message === 'string' ? { title, message } : undefined;
};
