import { useEffect } from 'react';

/**
 * Scrolls to an element and moves keyboard focus to it, landing just below the sticky header
 * so the header does not cover its top.
 */
export function bringIntoView(target: HTMLElement) {
  const header = document.querySelector('header');
  const covered = header ? header.getBoundingClientRect().bottom : 0;
  target.style.scrollMarginTop = `${Math.max(covered, 0) + 8}px`;
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * Once the screen's records are on the page, brings the one the address's #hash names into
 * view, so a link from another screen lands where it points.
 */
export function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) bringIntoView(target);
  }, [ready]);
}
