import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { e2eDataDir } from './e2e-env';
import { linkFromOutbox } from '../src/server/test/outbox';

let counter = 0;
export const uniqueEmail = (label = 'veteran') => `${label}.${Date.now()}.${counter++}@example.com`;

export const mailedLink = (to: string, page: 'reset-password' | 'verify-email') =>
  linkFromOutbox(e2eDataDir, to, page);

/** Registers through the API (the form itself is tested once), leaving the page signed in. */
export async function signUpThroughApi(
  page: Page,
  email = uniqueEmail(),
  password = 'correct horse battery',
) {
  const response = await page.request.post('/api/auth/register', {
    data: { email, password, firstName: 'Sam', lastName: 'Rivera' },
  });
  expect(response.status()).toBe(201);
  return { email, password };
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Text fading in (a drawer or toast opening) is half transparent: judge colours once it has settled.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // A loader spins forever; only animations that end are waited for.
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
