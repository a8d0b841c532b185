import { expect, test } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

test('an unknown page shows the 404 with both buttons working', async ({ page }) => {
  await page.goto('/privacy');
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Error')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/privacy');
  await page.goto('/no-such-page');
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

const screens = [
  ['My Claims', '/claims'],
  ['My Case', '/case'],
  ['What else can I claim?', '/finder'],
  ['Symptom Journal', '/journal'],
  ['C&P Exam Prep', '/exam-prep'],
  ['Documents', '/documents'],
  ['Current Disabilities', '/current-disabilities'],
  ['Helpful Prompts', '/helpful-prompts'],
  ['FAQ', '/faq'],
  ['Resources', '/resources'],
  ['Profile & Settings', '/profile'],
  ['Privacy Policy', '/privacy'],
  ['Home', '/'],
] as const;
const entryName = (entry: string) => new RegExp(`^${entry.replace('&', '\\&')}`);

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the side navigation is there without a menu, reaches every screen and marks the current one', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with Wingman' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    for (const [entry, path] of screens) {
      await nav.getByRole('link', { name: entryName(entry) }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole('link', { name: entryName(entry) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('the side navigation works from the keyboard, after a way to skip it', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    const resources = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Resources',
    });
    for (let presses = 0; presses < 30; presses++) {
      if (await resources.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(resources).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/resources');
    await expect(resources).toHaveAttribute('aria-current', 'page');
  });

  test('the signed-in shell with its side navigation has no serious accessibility violations', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await page.goto('/case');
    await expect(page.getByRole('heading', { level: 1, name: 'My Case' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation waits behind the menu button, reaches every screen, highlights the current one and closes on choice', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with Wingman' })).toBeVisible();
    await expect(nav).toBeHidden();
    for (const [entry, path] of screens) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await nav.getByRole('link', { name: entryName(entry) }).click();
      await expect(page).toHaveURL(path);
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(nav.getByRole('link', { name: entryName(entry) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
    }
  });

  test('the drawer footer shows the veteran’s name and e-mail', async ({ page }) => {
    const { email } = await signUpThroughApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Sam Rivera')).toBeVisible();
    await expect(drawer.getByText(email)).toBeVisible();
  });

  test('the signed-in shell has no serious accessibility violations, drawer open or closed', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with Wingman' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('the landing page has no serious accessibility violations, on a phone or a desktop', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page);
  }
});

test('the landing page loads without the signed-in app and without CSP violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
  expect(violations).toEqual([]);
  expect(scripts.some((url) => /signed-in-app/.test(url))).toBe(false);
});

test('the typeface is Public Sans, served from our own origin', async ({ page, baseURL }) => {
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (/\.woff2$/.test(response.url()) && response.ok()) fontFiles.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  expect(await page.evaluate(() => document.fonts.check('16px "Public Sans"'))).toBe(true);
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const url of fontFiles) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont).toMatch(/^"?Public Sans/);
});

test.describe('at a phone’s width', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Veterans Crisis Line is one tap away on a signed-in screen, even scrolled down', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await page.goto('/faq');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const crisisLine = page.getByRole('region', { name: 'Veterans Crisis Line' });
    const ways = [
      ['Dial 988, press 1 for the Veterans Crisis Line', 'tel:988'],
      ['Text 838255 to the Veterans Crisis Line', 'sms:838255'],
      [
        'Chat with the Veterans Crisis Line (opens in a new tab)',
        /^https:\/\/www\.veteranscrisisline\.net\//,
      ],
    ] as const;
    for (const [name, href] of ways) {
      const link = crisisLine.getByRole('link', { name });
      await expect(link).toBeInViewport();
      await expect(link).toHaveAttribute('href', href);
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await expectAccessible(page);
  });

  test('the landing page and the signed-in shell fit without sideways scrolling', async ({
    page,
  }) => {
    const noSidewaysScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
    expect(await noSidewaysScroll()).toBe(true);

    await signUpThroughApi(page);
    await page.goto('/claims');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^FAQ/ })
      .click();
    await expect(page).toHaveURL('/faq');
    expect(await noSidewaysScroll()).toBe(true);
    await expectAccessible(page);
  });
});

test('the Privacy Policy is open to everyone, dated, with its sections and no made-up support address', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('September 25, 2025')).toBeVisible();
  // Its sections are checked one by one in privacy-page.test.tsx.
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
  // The end-to-end server sets no SUPPORT_EMAIL: nothing invented stands in for it.
  await expect(page.getByRole('link', { name: /@/ })).toHaveCount(0);
  await expect(page.getByText(/once its operator publishes one/).first()).toBeVisible();
  await expectAccessible(page);
});
