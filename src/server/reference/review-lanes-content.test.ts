import { describe, expect, it } from 'vitest';
import lanesFile from '../../../content/review-lanes.json';
import { reviewLanesContent, reviewLanesContentSchema } from './review-lanes-content';

/** content/review-lanes.json with one change, as a test's own copy. */
function lanesWith(change: (file: typeof lanesFile) => void): unknown {
  const copy = structuredClone(lanesFile);
  change(copy);
  return copy;
}

/** The first problem the schema finds, as "path: message". */
function problem(file: unknown): string | null {
  const parsed = reviewLanesContentSchema.safeParse(file);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return `${issue!.path.join('.')}: ${issue!.message}`;
}

describe('content/review-lanes.json', () => {
  it('loads, with the intent to file and the decision type request as data', () => {
    expect(reviewLanesContent.intentToFile).toMatchObject({
      form: 'VA Form 21-0966',
      period: { years: 1 },
      checkedOn: '2026-11-23',
    });
    expect(reviewLanesContent.unknownDecisionType.addDecisionType).toBe(
      'Add the decision type to see only the options that apply.',
    );
  });

  it.each([
    [
      'an intent-to-file note without its date',
      (file: typeof lanesFile) => (file.intentToFile.note = 'Submit the complete claim soon.'),
      /^intentToFile\.note: Use \{deadline\}/,
    ],
    [
      'a placeholder nothing fills',
      (file: typeof lanesFile) =>
        (file.intentToFile.noteAfter = 'The year ended on {deadline}, {weekday}.'),
      /^intentToFile\.noteAfter: Unknown placeholder \{weekday\}/,
    ],
    [
      'a met note that does not say when the claim was submitted',
      (file: typeof lanesFile) =>
        (file.intentToFile.noteMet =
          'Submitted in time; the date can go back to {intentToFileDate}.'),
      /^intentToFile\.noteMet: Use \{submittedDate\}/,
    ],
    [
      'intent-to-file wording without sources',
      (file: typeof lanesFile) => (file.intentToFile.sources = []),
      /^intentToFile\.sources: /,
    ],
    [
      'intent-to-file wording without a checkedOn date',
      (file: typeof lanesFile) => (file.intentToFile.checkedOn = '23 Nov 2026'),
      /^intentToFile\.checkedOn: Write checkedOn as YYYY-MM-DD/,
    ],
    [
      'no request for the decision type',
      (file: typeof lanesFile) => (file.unknownDecisionType.addDecisionType = ''),
      /^unknownDecisionType\.addDecisionType: /,
    ],
  ])('refuses %s', (_case, change, message) => {
    expect(problem(lanesWith(change))).toMatch(message);
  });

  it('refuses a file with no intent-to-file wording', () => {
    expect(
      problem(lanesWith((file) => delete (file as Partial<typeof lanesFile>).intentToFile)),
    ).toMatch(/^intentToFile: /);
  });
});
