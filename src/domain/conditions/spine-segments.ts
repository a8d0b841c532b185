/**
 * The spine codes (38 CFR 4.71a, DC 5235-5243) rate the neck (cervical spine) and the mid and
 * low back (thoracolumbar spine) separately, with different degrees for the same level. A
 * disability's name usually says which one it is; when it does not, the veteran chooses.
 */
import { comparableWords } from './condition-query';

export const SPINE_SEGMENTS = ['cervical', 'thoracolumbar'] as const;
export type SpineSegment = (typeof SPINE_SEGMENTS)[number];

/** DC 5235-5243, the codes rated under the General Rating Formula for the spine. */
export const isSpineCode = (code: string | null) =>
  code !== null && /^\d{4}$/.test(code) && Number(code) >= 5235 && Number(code) <= 5243;

const SEGMENT_WORDS: Readonly<Record<string, SpineSegment>> = {
  neck: 'cervical',
  cervical: 'cervical',
  cspine: 'cervical',
  back: 'thoracolumbar',
  lumbar: 'thoracolumbar',
  lumbosacral: 'thoracolumbar',
  lumbago: 'thoracolumbar',
  thoracic: 'thoracolumbar',
  thoracolumbar: 'thoracolumbar',
  tspine: 'thoracolumbar',
  lspine: 'thoracolumbar',
};

/** The letters clinicians put before "spine": "C-spine", "LS spine", "T-spine". */
const SPINE_ABBREVIATIONS: Readonly<Record<string, SpineSegment>> = {
  c: 'cervical',
  t: 'thoracolumbar',
  l: 'thoracolumbar',
  tl: 'thoracolumbar',
  ls: 'thoracolumbar',
};

/** "Neck strain" → cervical, "Lower back" → thoracolumbar; null when it names neither or both. */
export function spineSegmentOf(name: string): SpineSegment | null {
  const words = comparableWords(name);
  const named = new Set(
    words.flatMap((word, index) => {
      const abbreviated = words[index + 1] === 'spine' ? SPINE_ABBREVIATIONS[word] : undefined;
      return abbreviated ?? SEGMENT_WORDS[word] ?? [];
    }),
  );
  return named.size === 1 ? [...named][0]! : null;
}

/** The fields of a disability that say which part of the spine it rates. */
export interface SegmentedDisability {
  name: string;
  /** The veteran's choice, for a name that does not say. */
  spineSegment?: SpineSegment | null | undefined;
}

/** The part of the spine a disability rates: what its name says, else the veteran's choice. */
export const spineSegmentOfDisability = ({ name, spineSegment }: SegmentedDisability) =>
  spineSegmentOf(name) ?? spineSegment ?? null;

/** The fields read here; the contracts' VaCondition has them. */
export interface SegmentedCondition<Level> {
  percentageOptions: readonly Level[];
  segments?: Readonly<Record<SpineSegment, readonly Level[]>> | undefined;
}

/**
 * The condition with only the levels of the part of the spine the disability rates; unchanged
 * when the condition has no segments or neither the name nor the veteran's choice tells.
 */
export function withSegmentLevels<Level, T extends SegmentedCondition<Level>>(
  condition: T,
  disability: SegmentedDisability,
): T {
  const segment = spineSegmentOfDisability(disability);
  const levels = segment && condition.segments?.[segment];
  return levels ? { ...condition, percentageOptions: levels } : condition;
}
