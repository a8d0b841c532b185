/** Adds one row to the table `npm run bench` prints. */
export type Report = (measure: string, value: string, note?: string) => void;

/** The value at percentile p of the values (nearest rank). */
export function percentile(values: readonly number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
