import { afterEach, describe, expect, it } from 'vitest';
import { supportEmail } from './support-email';

afterEach(() => document.head.querySelector('meta[name="wingman:support-email"]')?.remove());

describe('support e-mail', () => {
  it('is the address the server wrote into the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'wingman:support-email';
    meta.content = 'help@vso.example.org';
    document.head.append(meta);
    expect(supportEmail()).toBe('help@vso.example.org');
  });

  it('falls back to the default when the page has none', () => {
    expect(supportEmail()).toBe('support@example.org');
  });
});
