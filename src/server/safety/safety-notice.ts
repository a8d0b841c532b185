/**
 * The safety level of something a person wrote outside the chat (DESIGN §5: wherever a person
 * writes), sent back so the screen can offer the Veterans Crisis Line where the words were
 * written. Only the level leaves this function: the words that raised it are never logged or sent.
 */
import type { SafetyNotice } from '../../contracts/safety';
import { higherLevel, type SafetyCheck, type SafetyLevel } from '../../domain/safety/safety-types';

/**
 * Reads the parts as one text, so cues in two fields (a means in one, hopelessness in another)
 * are read together, and each part alone, so no part is diluted by the others.
 */
export function safetyNoticeOf(
  safety: SafetyCheck,
  parts: readonly (string | null | undefined)[],
): SafetyNotice {
  const written = parts.filter((part): part is string => Boolean(part?.trim()));
  if (written.length === 0) return { level: 'none' };
  const whole = safety.assess(written.join('\n')).level;
  const level =
    written.length === 1
      ? whole
      : written.reduce<SafetyLevel>(
          (highest, part) => higherLevel(highest, safety.assess(part).level),
          whole,
        );
  return { level };
}
