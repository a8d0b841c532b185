import { describe, expect, it } from 'vitest';
import { storedFileName } from './multipart-files';

describe('storedFileName', () => {
  it.each([
    ['knee.pdf', 'knee.pdf'],
    ['  knee.pdf  ', 'knee.pdf'],
    ['kn\u0000ee.pdf', 'knee.pdf'],
    ['', 'Untitled document'],
    ['\u0007', 'Untitled document'],
  ])('%j → %j', (sent, stored) => {
    expect(storedFileName(sent)).toBe(stored);
  });

  it('keeps a long name’s extension and counts characters, not UTF-16 units', () => {
    const stored = storedFileName(`${'🎖️'.repeat(300)}.docx`);
    expect([...stored]).toHaveLength(255);
    expect(stored.endsWith('….docx')).toBe(true);
  });
});
