import { useEffect, useState } from 'react';

/** Spec §9: the expiry labels are recomputed every minute. */
const CLOCK_TICK_MS = 60_000;

/** The time now, refreshed every minute, for "Xh Ym remaining" labels. */
export function useMinuteClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(tick);
  }, []);
  return now;
}
