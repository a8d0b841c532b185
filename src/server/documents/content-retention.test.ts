import { describe, expect, it } from 'vitest';
import { contentRetentionHours } from './content-retention';

describe('how long an upload is kept under each privacy level', () => {
  it("keeps it the operator's time under basic, a day under enhanced, none under maximum", () => {
    expect(contentRetentionHours('basic', 72)).toBe(72);
    expect(contentRetentionHours('enhanced', 72)).toBe(24);
    expect(contentRetentionHours('maximum', 72)).toBe(0);
  });

  it("never keeps it longer than the operator's own limit", () => {
    expect(contentRetentionHours('enhanced', 6)).toBe(6);
    expect(contentRetentionHours('basic', 6)).toBe(6);
  });
});
