/**
 * The Veterans Crisis Line's numbers (va-facts §9), in one place so the crisis strip and the
 * Resources page cannot drift apart.
 */
export const VETERANS_CRISIS_LINE = {
  /** Dial this, then press `pressAfterCalling` for the veterans' line. */
  call: '988',
  pressAfterCalling: '1',
  text: '838255',
} as const;
