import { expect, test } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signUpThroughApi(page);
});

test('the FAQ shows its five categories and opens one answer at a time in each', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle('Frequently Asked Questions · Wingman');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  const counts = [
    ['Getting Started', '3'],
    ['Claim Process', '4'],
    ['Ratings & Benefits', '4'],
    ['Appeals & Reviews', '3'],
    ['Documentation', '3'],
  ];
  for (const [title, count] of counts) {
    const section = page.getByRole('region', { name: title! });
    await expect(section.getByText(`${count} questions`, { exact: true })).toBeVisible();
  }

  const ratings = page.getByRole('region', { name: 'Ratings & Benefits' });
  const combined = ratings.getByRole('button', { name: /combined rating the sum/ });
  const tdiu = ratings.getByRole('button', { name: 'What is TDIU?' });
  await combined.click();
  await expect(ratings.getByText(/so the combined rating is 70%/)).toBeVisible();
  await tdiu.click();
  await expect(tdiu).toHaveAttribute('aria-expanded', 'true');
  await expect(combined).toHaveAttribute('aria-expanded', 'false');
  await expect(ratings.getByText(/so the combined rating is 70%/)).toBeHidden();
  await expect(ratings.getByText(/You apply on VA Form 21-8940/)).toBeVisible();

  // Another category keeps its own open answer.
  const gettingStarted = page.getByRole('region', { name: 'Getting Started' });
  await gettingStarted.getByRole('button', { name: /file my first/ }).click();
  await expect(gettingStarted.getByText(/Most veterans file on VA Form 21-526EZ/)).toBeVisible();
  await expect(ratings.getByText(/You apply on VA Form 21-8940/)).toBeVisible();

  const footer = page.getByRole('region', { name: 'Still have questions?' });
  // The end-to-end server sets no SUPPORT_EMAIL, so no address is offered in its place.
  await expect(footer.getByRole('link', { name: /@/ })).toHaveCount(0);
  await expectAccessible(page);

  await footer.getByRole('link', { name: 'Ask Wingman' }).click();
  await expect(page).toHaveURL('/');
});

test('Helpful Prompts lists 16 prompts and one tried lands in the chat, ready to send', async ({
  page,
}) => {
  await page.goto('/helpful-prompts');
  await expect(page).toHaveTitle('Helpful Prompts · Wingman');
  await expect(page.getByRole('button', { name: /^Try This Prompt/ })).toHaveCount(16);
  await expect(page.getByRole('region', { name: 'Pro Tips' })).toBeVisible();
  await expectAccessible(page);

  const example = 'I have ratings of 50% and 30%. What is my combined rating?';
  await page.getByRole('button', { name: 'Try This Prompt: Work out a combined rating' }).click();
  await expect(page).toHaveURL('/');
  const input = page.getByLabel('Message Wingman');
  await expect(input).toHaveValue(example);
  await expect(input).toBeFocused();
  expect(await input.evaluate((field: HTMLTextAreaElement) => field.selectionStart)).toBe(
    example.length,
  );

  // Sent as it is, the example gets the VA math.
  await input.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem', { name: 'Wingman said' }).last()).toContainText(
    '70%',
  );
});

test('Resources gives the phone lines and 20 sites that open in a new tab', async ({ page }) => {
  await page.goto('/resources');
  await expect(page).toHaveTitle('Resources · Wingman');
  const lines = page.getByRole('region', { name: 'Phone Lines' });
  await expect(lines.getByRole('link', { name: /^Dial 988 then press 1/ })).toHaveAttribute(
    'href',
    'tel:988',
  );
  await expect(lines.getByRole('link', { name: /^Text 838255/ })).toHaveAttribute(
    'href',
    'sms:838255',
  );
  await expect(lines.getByRole('link', { name: /^Call 800-827-1000/ })).toBeVisible();
  await expect(lines.getByRole('link', { name: /^Call 855-948-2311/ })).toBeVisible();

  const visits = page.getByRole('link', { name: /^Visit Resource: .* \(opens in a new tab\)$/ });
  await expect(visits).toHaveCount(20);
  for (const visit of await visits.all()) {
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(visit).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(page.getByText(/not affiliated with Wingman/)).toBeVisible();
  await expectAccessible(page);
});

test('the help pages fit a 375 px phone screen', async ({ page }) => {
  // Three screens, each checked by axe: more work than one test's usual time allows.
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/faq', '/helpful-prompts', '/resources']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
    await expectAccessible(page);
  }
});
