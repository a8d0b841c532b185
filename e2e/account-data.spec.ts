import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { expectAccessible, signUpThroughApi } from './fixtures';

test('a veteran downloads all their data, then deletes the account for good', async ({ page }) => {
  const { email, password } = await signUpThroughApi(page);
  const disability = await page.request.post('/api/disabilities', {
    data: { name: 'Tinnitus', currentPercentage: 10, diagnosticCode: '6260' },
  });
  expect(disability.status()).toBe(201);
  const chat = await (await page.request.post('/api/chat/sessions', { data: {} })).json();
  const question = 'What evidence helps a tinnitus claim?';
  const sent = await page.request.post('/api/chat/message', {
    data: { sessionId: chat.id, content: question },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your Data' });
  await expect(section).toContainText('JSON, for other programs');

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data as JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^wingman-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data).toMatchObject({ format: 'wingman-export', version: 1, account: { email } });
  expect(data.disabilities).toEqual([expect.objectContaining({ name: 'Tinnitus' })]);
  expect(data.chats[0].messages[0]).toMatchObject({ role: 'user', content: question });

  // On a phone the section and the dialog fit the screen's width.
  await page.setViewportSize({ width: 375, height: 740 });
  await section.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This cannot be undone.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await dialog.getByLabel('Current password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is incorrect.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('TRUSTED AI SUPPORT FOR VA CLAIMS')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Account deleted' })).toContainText(
    'Your account and all its data have been removed.',
  );

  const signIn = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(signIn.status()).toBe(401);
});

test('a veteran downloads a PDF of their data to read, on a phone and on a desktop', async ({
  page,
}) => {
  const { email } = await signUpThroughApi(page);
  const disability = await page.request.post('/api/disabilities', {
    data: { name: 'Tinnitus', currentPercentage: 10, diagnosticCode: '6260' },
  });
  expect(disability.status()).toBe(201);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your Data' });
    await expect(section).toContainText('PDF, to read or print');
    await expectAccessible(page);

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download my data as PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wingman-export-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { text } = await extractText(new Uint8Array(await readFile(await download.path())), {
      mergePages: true,
    });
    expect(text).toContain(`Sign-in email: ${email}`);
    expect(text).toContain('Tinnitus: 10%, diagnostic code 6260');
    expect(text).toContain('Combined rating: 10%');
  }
});
