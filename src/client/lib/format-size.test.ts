import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize (spec §9: Bytes, KB, MB, GB in 1024 steps)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes reads "%s"', (bytes, expected) => {
    expect(formatSize(bytes)).toBe(expected);
  });

  it('shows "0 Bytes" for a size it cannot read', () => {
    expect(formatSize(Number.NaN)).toBe('0 Bytes');
    expect(formatSize(-5)).toBe('0 Bytes');
  });
});
