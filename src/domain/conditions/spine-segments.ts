/**
 * The spine codes (38 CFR 4.71a, DC 5235-5243) rate the neck (cervical spine) and the mid and
 * low back (thoracolumbar spine) separately, with different degrees for the same level. A
 * disability's name usually says which one it is.
 */
import { comparableWords } from './condition-query';

export type SpineSegment = 'cervical' | 'thoracolumbar';

const SEGMENT_WORDS: Readonly<Record<string, SpineSegment>> = {
  neck: 'cervical',
  cervical: 'cervical',
  back: 'thoracolumbar',
  lumbar: 'thoracolumbar',
  lumbosacral: 'thoracolumbar',
  thoracic: 'thoracolumbar',
  thoracolumbar: 'thoracolumbar',
};

/** "Neck strain" → cervical, "Lower back" → thoracolumbar; null when it names neither or both. */
export function spineSegmentOf(name: string): SpineSegment | null {
  const named = new Set(comparableWords(name).flatMap((word) => SEGMENT_WORDS[word] ?? []));
  return named.size === 1 ? [...named][0]! : null;
}

/** The fields read here; the contracts' VaCondition has them. */
export interface SegmentedCondition<Level> {
  percentageOptions: readonly Level[];
  segments?: Readonly<Record<SpineSegment, readonly Level[]>> | undefined;
}

/**
 * The condition with only the levels of the segment the disability's name points to; unchanged
 * when the condition has no segments or the name does not tell.
 */
export function withSegmentLevels<Level, T extends SegmentedCondition<Level>>(
  condition: T,
  disabilityName: string,
): T {
  const segment = spineSegmentOf(disabilityName);
  const levels = segment && condition.segments?.[segment];
  return levels ? { ...condition, percentageOptions: levels } : condition;
}
