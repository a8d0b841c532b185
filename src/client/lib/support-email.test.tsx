import { afterEach, describe, expect, it } from 'vitest';
import { supportEmail } from './support-email';

afterEach(() => document.head.querySelector('meta[name="wingman:support-email"]')?.remove());

const pageSays = (content: string) => {
  const meta = document.createElement('meta');
  meta.name = 'wingman:support-email';
  meta.content = content;
  document.head.append(meta);
};

describe('support e-mail', () => {
  it('is the address the server wrote into the page', () => {
    pageSays('help@vso.example.org');
    expect(supportEmail()).toBe('help@vso.example.org');
  });

  it('is none when the operator set none, rather than a made-up address', () => {
    pageSays('');
    expect(supportEmail()).toBeNull();
    document.head.querySelector('meta[name="wingman:support-email"]')?.remove();
    expect(supportEmail()).toBeNull();
  });
});
