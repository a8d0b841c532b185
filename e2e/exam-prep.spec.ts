import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

const WIDTHS = [375, 1280] as const;

async function accessibleAtEveryWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
}

test('a veteran with a knee journal entry prepares for the knee exam, records it and says what happened', async ({
  page,
}) => {
  await signUpThroughApi(page);
  const entry = await page.request.post('/api/journal', {
    data: {
      condition: 'Left knee',
      basis: 'knee',
      fromDate: '2026-01-12',
      whatHappened: 'The knee swelled after the stairs at work.',
      fields: { flareUp: true },
    },
  });
  expect(entry.status()).toBe(201);

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^C&P Exam Prep/ })
    .click();
  await expect(page).toHaveURL('/exam-prep');
  await expect(page.getByRole('heading', { level: 1, name: 'C&P Exam Prep' })).toBeVisible();
  await accessibleAtEveryWidth(page);

  await page.getByRole('combobox', { name: 'Condition the exam is for' }).fill('Left knee');
  await page.getByRole('button', { name: 'Show Prep Sheet' }).click();
  await expect(page).toHaveURL('/exam-prep?condition=Left%20knee');
  await expect(page.getByRole('heading', { name: 'Exam prep: Left knee' })).toBeVisible();
  await expect(page.getByText(/Knee and Lower Leg DBQ · revised Sep 0?3, 2024/)).toBeVisible();

  const flareUps = page.getByRole('listitem').filter({ hasText: 'Flare-ups: how often' });
  await expect(flareUps.getByText(/^Your journal: 1 entry \(Jan 12, 2026\)$/)).toBeVisible();
  const imaging = page.getByRole('listitem').filter({ hasText: 'X-rays or MRI' });
  await expect(imaging.getByText('Nothing yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to describe a bad day' })).toBeVisible();
  await accessibleAtEveryWidth(page);

  await page.getByLabel('Exam date for Left knee').fill('2026-12-04');
  await page.getByRole('button', { name: 'Record Exam' }).click();
  await expect(page.getByText(/^Left knee · Dec 0?4, 2026$/)).toBeVisible();

  await page.getByRole('button', { name: 'What Happened' }).click();
  const form = page.getByRole('form', { name: 'What happened at the Left knee exam' });
  await form.getByLabel('About how many minutes did the exam take?').fill('12');
  await form
    .getByRole('radiogroup', { name: /goniometer/ })
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await form
    .getByRole('radiogroup', { name: /ask about flare-ups/ })
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await form.getByLabel('What you told the examiner').fill('It gives way on stairs twice a week');
  await accessibleAtEveryWidth(page);
  await form.getByRole('button', { name: 'Save What Happened' }).click();
  await expect(page.getByText('Your account of the exam is saved.')).toBeVisible();

  // The draft holds the veteran's answers and the journal's dates, nothing invented.
  const draft = page.getByRole('textbox', { name: 'Your statement' });
  await expect(draft).toHaveValue(/did not ask me about flare-ups/);
  await expect(draft).toHaveValue(/It gives way on stairs twice a week\./);
  await expect(draft).toHaveValue(/It has 1 entry, on 2026-01-12\./);
  await expect(page.getByRole('heading', { name: 'Which review fits' })).toBeVisible();
  await accessibleAtEveryWidth(page);

  await page.getByRole('button', { name: 'Save as Personal Statement' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved to My Case' })).toBeVisible();
});
