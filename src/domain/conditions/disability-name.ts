/**
 * How a rated disability is named wherever Wingman shows it: the name as the veteran saved it,
 * with its side when it has one, so two knees never read alike.
 */
import { sideNamedIn } from './condition-query';

export interface SidedName {
  name: string;
  side?: 'left' | 'right' | 'both' | null | undefined;
}

const SIDE_WORDS = { left: 'left', right: 'right', both: 'both sides' } as const;

/**
 * "Knee, limitation of flexion (left)"; a name that already says the side ("Left knee",
 * "bilateral") is left as it is, so the side is never said twice.
 */
export function nameWithSide({ name, side }: SidedName): string {
  if (!side || sideNamedIn(name) === side) return name;
  return `${name} (${SIDE_WORDS[side]})`;
}
