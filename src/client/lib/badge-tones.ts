/**
 * Filled badge colours with their text colour, each pair at least 4.5:1 (WCAG AA for the
 * small bold text of a badge). Mantine's own filled greens, oranges and reds fall short of
 * that with white text, so the shades are chosen here and checked by a test.
 */
export const badgeTones = {
  grey: { background: '#495057', color: '#ffffff' },
  yellow: { background: '#fcc419', color: '#14213d' },
  orange: { background: '#fd7e14', color: '#14213d' },
  red: { background: '#c92a2a', color: '#ffffff' },
  green: { background: '#237032', color: '#ffffff' },
  blue: { background: '#1864ab', color: '#ffffff' },
} as const;

export type BadgeTone = keyof typeof badgeTones;
