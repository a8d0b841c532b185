/**
 * What the safety check makes of a text a person wrote, in the levels crisis services triage by
 * (DESIGN §1 "safety"): imminent and ideation get the Veterans Crisis Line first, warning gets
 * one line with it above the answer, none is answered as usual.
 */
export const SAFETY_LEVELS = ['none', 'warning', 'ideation', 'imminent'] as const;
export type SafetyLevel = (typeof SAFETY_LEVELS)[number];

export interface SafetyResult {
  level: SafetyLevel;
  /** The writer's own words that raised the level, for review and tests; never logged. */
  words: string[];
}

export interface SafetyCheck {
  assess(text: string): SafetyResult;
}

/** Whether a level calls for the full crisis reply before anything else. */
export const isCrisis = (level: SafetyLevel) => level === 'imminent' || level === 'ideation';

export const atLeast = (level: SafetyLevel, floor: SafetyLevel) =>
  SAFETY_LEVELS.indexOf(level) >= SAFETY_LEVELS.indexOf(floor);

export const higherLevel = (a: SafetyLevel, b: SafetyLevel) => (atLeast(a, b) ? a : b);
