import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

const WIDTHS = [375, 1280] as const;
const FIREARM_AND_HOPELESSNESS =
  "I keep thinking about the pistol in my safe. What's the point anymore.";
const WORRIED_WITNESS =
  'Last month he sat in the truck with his 45 in his lap for an hour. He told me we would all be better off without him.';

/** Readable where it is: axe finds nothing serious, and nothing scrolls sideways. */
async function expectReadable(page: Page, width: number) {
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

for (const width of WIDTHS) {
  test(`a journal entry naming a firearm and hopelessness shows the Crisis Line with the saved entry, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpThroughApi(page);
    await page.goto('/journal');
    await page.getByRole('button', { name: 'Add Your First Entry' }).click();
    const form = page.getByRole('dialog', { name: 'New Journal Entry' });
    await form.getByRole('combobox', { name: /^Condition/ }).fill('PTSD');
    await expect(form.getByRole('combobox', { name: /^Kind of condition/ })).toHaveValue(
      'mental-health',
    );
    await form.getByLabel(/^First day/).fill('2026-01-10');
    await form.getByRole('textbox', { name: /^What happened/ }).fill(FIREARM_AND_HOPELESSNESS);
    await form.getByRole('button', { name: 'Save Entry' }).click();

    // The dialog stays, on the saved entry and the Crisis Line, instead of closing on a toast.
    const saved = page.getByRole('dialog', { name: 'Entry Saved' });
    await expect(saved.getByText('Your entry for PTSD is saved in your journal.')).toBeVisible();
    const panel = saved.getByRole('region', { name: 'You don’t have to carry this alone' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('sounds like you may be thinking about ending your life');
    await expect(panel.getByRole('link', { name: /Dial 988, then press 1/ })).toHaveAttribute(
      'href',
      'tel:988',
    );
    await expect(panel.getByRole('link', { name: /Text 838255/ })).toHaveAttribute(
      'href',
      'sms:838255',
    );
    await expect(panel.getByRole('link', { name: /call 911/ })).toHaveAttribute('href', 'tel:911');
    // Focus moves to the panel, so a screen reader reads it next.
    await expect(panel.getByRole('heading')).toBeFocused();
    await expectReadable(page, width);
    await page.screenshot({ path: test.info().outputPath(`journal-panel-${width}.png`) });

    await saved.getByRole('button', { name: 'Back to My Journal' }).click();
    await expect(saved).toBeHidden();
    await expect(page.getByText(FIREARM_AND_HOPELESSNESS)).toBeVisible();
  });
}

test('a witness who writes of a means and a burden is told they can call the Crisis Line for the veteran, and so is the veteran reading it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  const created = await page.request.post('/api/witness-requests', {
    data: { conditionName: 'PTSD', witnessName: 'Theresa', relationship: 'spouse' },
  });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: string };

  for (const width of WIDTHS) {
    // A fresh link per width: each takes answers once.
    const next = width === WIDTHS[0] ? link : await anotherLink(page);
    const witnessContext = await browser.newContext({ viewport: { width, height: 900 } });
    const witness = await witnessContext.newPage();
    await witness.goto(next);
    await witness.getByRole('textbox', { name: /Your full name/ }).fill('Theresa Anne Pruitt');
    await witness.getByRole('checkbox', { name: 'Family member or friend' }).check();
    await witness
      .getByRole('textbox', { name: /How do you know the veteran/ })
      .fill('We married in 2004.');
    await witness.getByRole('textbox', { name: /What did you see or hear/ }).fill(WORRIED_WITNESS);
    await witness.getByRole('textbox', { name: /When did you see it/ }).fill('Last month');
    await witness.getByRole('checkbox', { name: /true and correct/ }).check();
    await witness.getByRole('button', { name: 'Send my statement' }).click();

    await expect(witness.getByRole('heading', { name: 'Statement sent' })).toBeVisible();
    const panel = witness.getByRole('region', { name: 'If you are worried about Sam Rivera' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('takes calls from family and friends too');
    await expect(panel.getByRole('link', { name: /Dial 988, then press 1/ })).toBeVisible();
    await expectReadable(witness, width);
    await witness.screenshot({ path: test.info().outputPath(`witness-panel-${width}.png`) });
    await witnessContext.close();
  }

  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/witnesses');
  const request = page.getByRole('article', { name: 'Request to Theresa' }).first();
  await request.getByRole('button', { name: 'Read the answers' }).click();
  const panel = request.getByRole('region', { name: 'Theresa may be worried about you' });
  await expect(panel).toBeVisible();
  await expect(request.getByText(WORRIED_WITNESS)).toBeVisible();
  await expectReadable(page, 375);
});

async function anotherLink(page: Page) {
  const created = await page.request.post('/api/witness-requests', {
    data: { conditionName: 'PTSD', witnessName: 'Theresa', relationship: 'spouse' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { link: string }).link;
}
