import { describe, expect, it } from 'vitest';
import { nameWithSide } from './disability-name';

describe('nameWithSide', () => {
  it.each([
    ['Knee, limitation of flexion', 'left', 'Knee, limitation of flexion (left)'],
    ['Knee, limitation of flexion', 'right', 'Knee, limitation of flexion (right)'],
    ['Left knee strain', 'left', 'Left knee strain'],
    ['LEFT shoulder', 'left', 'LEFT shoulder'],
    ['Right knee', 'left', 'Right knee (left)'],
    ['Hip replacement', 'both', 'Hip replacement (both sides)'],
    ['Bilateral pes planus', 'both', 'Bilateral pes planus'],
    ['Leftover shrapnel wound', 'left', 'Leftover shrapnel wound (left)'],
    ['PTSD', null, 'PTSD'],
    ['Tinnitus', undefined, 'Tinnitus'],
  ] as const)('%s, side %s → %s', (name, side, named) => {
    expect(nameWithSide({ name, side })).toBe(named);
  });
});
