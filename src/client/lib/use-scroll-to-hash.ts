import { useEffect } from 'react';

/**
 * Once the screen's records are on the page, brings the one the address's #hash names into
 * view and moves keyboard focus to it, so a link from another screen lands where it points.
 */
export function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready]);
}
