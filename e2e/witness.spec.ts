import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { expectAccessible, signUpThroughApi } from './fixtures';

const haveVaForms = existsSync(
  path.resolve(import.meta.dirname, '../../shared/va-forms/VBA-21-10210-ARE.pdf'),
);

const WHAT_SHE_SAW =
  'Since he came back in 2006 he asks me to repeat myself.\n\nAt dinner he turns his good ear toward me.';

async function checkBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    // Nothing wider than the screen: no sideways scrolling on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
}

test('a veteran asks a witness, the witness answers once signed out, and the answers join My Case on VA Form 21-10210', async ({
  page,
  browser,
}) => {
  // Two browsers, a PDF filled and read back, and axe at two widths on five screens.
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  const condition = await page.request.post('/api/case/conditions', {
    data: { name: 'Tinnitus', basis: 'direct' },
  });
  expect(condition.status()).toBe(201);

  await page.goto('/case');
  await page.getByRole('link', { name: 'Ask a witness for a statement' }).click();
  await expect(page).toHaveURL('/witnesses');
  await expect(page.getByRole('heading', { level: 1, name: 'Witness Statements' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No requests yet' })).toBeVisible();
  await checkBothWidths(page);

  await page.getByRole('button', { name: 'Ask someone for a statement' }).click();
  await page.getByRole('textbox', { name: /^Condition/ }).fill('tinnitus');
  await page.getByRole('textbox', { name: /^Witness's name/ }).fill('Theresa');
  await page.getByRole('textbox', { name: /^How they know you/ }).fill('spouse');
  await page
    .getByRole('textbox', { name: /A note for the witness/ })
    .fill('How I hear at home since I came back');
  await page.getByRole('button', { name: 'Make the link' }).click();
  const link = await page.getByRole('textbox', { name: 'Private link' }).inputValue();
  expect(link).toMatch(/\/witness\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('article', { name: 'Request to Theresa' })).toContainText(
    'Waiting for answers',
  );
  await checkBothWidths(page);

  // The witness, on another browser, never signed in.
  const witnessContext = await browser.newContext();
  const witness = await witnessContext.newPage();
  await witness.goto(link);
  await expect(
    witness.getByRole('heading', { level: 1, name: 'A statement for Sam Rivera' }),
  ).toBeVisible();
  await expect(witness.getByText('How I hear at home since I came back')).toBeVisible();
  await expect(witness.getByRole('region', { name: 'Veterans Crisis Line' })).toBeVisible();
  await checkBothWidths(witness);

  await witness.getByRole('textbox', { name: /Your full name/ }).fill('Theresa Anne Pruitt');
  await witness.getByRole('checkbox', { name: 'Family member or friend' }).check();
  await witness
    .getByRole('textbox', { name: /How do you know the veteran/ })
    .fill('We married in 2004.');
  await witness.getByRole('textbox', { name: /What did you see or hear/ }).fill(WHAT_SHE_SAW);
  await witness.getByRole('textbox', { name: /When did you see it/ }).fill('Since 2006');
  await witness.getByRole('checkbox', { name: /true and correct/ }).check();
  await checkBothWidths(witness);
  await witness.getByRole('button', { name: 'Send my statement' }).click();
  await expect(witness.getByRole('heading', { name: 'Statement sent' })).toBeVisible();
  await expectAccessible(witness);

  await witness.reload();
  await expect(
    witness.getByRole('heading', { level: 1, name: 'This statement was already sent' }),
  ).toBeVisible();
  await expectAccessible(witness);
  // The link opens nothing else of the veteran's.
  expect((await witness.request.get('/api/case')).status()).toBe(401);
  await witnessContext.close();

  await page.reload();
  const request = page.getByRole('article', { name: 'Request to Theresa' });
  await expect(request).toContainText('Answered');
  await request.getByRole('button', { name: 'Read the answers' }).click();
  await expect(request.getByText('At dinner he turns his good ear toward me.')).toBeVisible();
  await checkBothWidths(page);

  await request.getByRole('button', { name: 'Add to My Case' }).click();
  await expect(request).toContainText('Added to My Case');

  if (haveVaForms) {
    await request.getByRole('button', { name: 'Download VA Form 21-10210' }).click();
    // VA files the form under the veteran's numbers, typed for this download only.
    const dialog = page.getByRole('dialog', { name: 'Download VA Form 21-10210' });
    await dialog.getByLabel('Social Security number').fill('123-45-6789');
    await dialog.getByLabel('Date of birth').fill('1970-04-12');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Form' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^21-10210-witness-statement-.+\.pdf$/);
    const form = (await PDFDocument.load(await readFile(await download.path()))).getForm();
    const texts = form
      .getFields()
      .filter((field): field is PDFTextField => field instanceof PDFTextField)
      .map((field) => field.getText() ?? '');
    expect(texts.join(' ')).toContain('At dinner he turns his good ear toward me.');
    expect(texts).toContain('Pruitt');
    // The SSN in its three boxes, as VA's form asks for it.
    expect(texts).toEqual(expect.arrayContaining(['123', '45', '6789']));
    await expect(dialog).toBeHidden();
  }

  await page.goto('/case');
  const tinnitus = page.getByRole('article', { name: 'Tinnitus' });
  const event = tinnitus.getByRole('region', { name: 'Something that happened in service' });
  await expect(event.getByText(/Statement from Theresa Anne Pruitt/)).toBeVisible();
});

test('a witness link that does not exist says so, signed out', async ({ page }) => {
  await page.goto('/witness/not-a-real-link');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link does not work' }),
  ).toBeVisible();
  await expectAccessible(page);
});
