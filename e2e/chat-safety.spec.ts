import { expect, test } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

for (const width of [375, 1280]) {
  test(`warning signs beside a question: the Crisis Line sits above the full answer, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpThroughApi(page);
    await page.goto('/chat');
    const input = page.getByLabel('Message Wingman');
    await input.fill('I feel like a burden to my family. How do I file an intent to file?');
    await input.press('Enter');

    const answer = page
      .getByRole('list', { name: 'Conversation' })
      .getByRole('listitem', { name: 'Wingman said' })
      .last();
    await expect(answer).toContainText('21-0966');
    const line = answer.getByText(/Veterans Crisis Line is free and confidential/);
    await expect(line).toContainText('Call 988, then press 1, or text 838255');
    const form = answer.getByText('21-0966').first();
    const [lineBox, formBox] = [await line.boundingBox(), await form.boundingBox()];
    expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(formBox!.y);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: test.info().outputPath(`chat-warning-${width}.png`) });
  });
}

test('crisis words get the full crisis reply before anything else', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/chat');
  const input = page.getByLabel('Message Wingman');
  await input.fill('some nights i sit out in the truck with my 45 in my lap and just think');
  await input.press('Enter');
  const answer = page
    .getByRole('list', { name: 'Conversation' })
    .getByRole('listitem', { name: 'Wingman said' })
    .last();
  await expect(answer).toContainText('If you are thinking about suicide or hurting yourself');
  await expect(answer).toContainText('Text 838255');
  await expect(answer.getByRole('link', { name: 'VeteransCrisisLine.net' })).toBeVisible();
});
