import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './fixtures';

// Markup that would run if any screen put stored text into the page as HTML (no quotes:
// browsers escape them in uploaded file names).
const PAYLOAD = '<img src=x onerror=window.__ran=(window.__ran||0)+1>';
const SCRIPT = '<script>window.__ran=(window.__ran||0)+1</script>';

/** Nothing stored ran, or became an element of the page, on the screen now open. */
async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran ?? 0)).toBe(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

test('text a veteran or a document stored is shown as text on every screen, never run', async ({
  page,
}) => {
  await signUpThroughApi(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // Names, notes, messages and a document, each carrying markup.
  const api = page.request;
  expect(
    (
      await api.post('/api/disabilities', {
        data: { name: `Knee ${PAYLOAD}`, currentPercentage: 10 },
      })
    ).status(),
  ).toBe(201);
  await api.post('/api/claims', {
    data: { disabilityName: `Back ${PAYLOAD}`, status: 'pending', notes: `Notes ${SCRIPT}` },
  });
  await api.patch('/api/auth/user/consent', { data: { documentConsentGiven: true } });
  const upload = await api.post('/api/documents/upload', {
    multipart: {
      file: {
        name: `record ${PAYLOAD}.txt`,
        mimeType: 'text/plain',
        // Markup inside a .txt is refused as HTML, so the name carries it.
        buffer: Buffer.from('SERVICE TREATMENT RECORD\nDiagnosis: tinnitus\nc/o ringing in ears\n'),
      },
    },
  });
  expect(upload.status()).toBe(201);
  await api.put('/api/profile', { data: { displayName: `Sam ${PAYLOAD}`, bio: SCRIPT } });

  await page.goto('/');
  const input = page.getByLabel('Message Wingman');
  await input.fill(`What about ${PAYLOAD} and **bold** ${SCRIPT}?`);
  await input.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem', { name: 'You said' })).toContainText(PAYLOAD);
  await expect(conversation.getByRole('listitem', { name: 'Wingman said' })).toBeVisible();
  await expectNothingRan(page);

  await page.goto('/current-disabilities');
  await expect(page.getByText(`Knee ${PAYLOAD}`).filter({ visible: true }).first()).toBeVisible();
  await expectNothingRan(page);
  await page.goto('/claims');
  await expect(page.getByText(`Back ${PAYLOAD}`).filter({ visible: true }).first()).toBeVisible();
  await expectNothingRan(page);
  await page.goto('/documents');
  const record = page.getByRole('article', { name: `record ${PAYLOAD}.txt` });
  await expect(record).toBeVisible();
  await expectNothingRan(page);
  await page.goto('/profile');
  await expect(page.getByLabel('Display Name')).toHaveValue(`Sam ${PAYLOAD}`);
  await expectNothingRan(page);
  expect(dialogs).toEqual([]);
});
