import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

// A note in a clinic's usual shape, naming a diagnosis the veteran has not claimed.
const CLINIC_NOTE = [
  'Outpatient clinic note, 2026-08-03.',
  'Reason for visit: wakes unrefreshed; partner reports pauses in breathing at night.',
  'Home sleep test reviewed with the patient.',
  'Assessment: Obstructive sleep apnea, moderate.',
  'Plan: start CPAP nightly and recheck in three months.',
].join('\n');

/** Both widths the app is built for: axe must find nothing at either, and nothing scrolls sideways. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
}

test('a Gulf War veteran with a knee rating and a note naming sleep apnea finds what else to claim and adds it to My Case', async ({
  page,
}) => {
  await signUpThroughApi(page);
  const knee = await page.request.post('/api/disabilities', {
    data: { name: 'Left knee strain', currentPercentage: 10, diagnosticCode: '5260', side: 'left' },
  });
  expect(knee.status()).toBe(201);
  await page.request.patch('/api/auth/user/consent', { data: { documentConsentGiven: true } });
  const upload = await page.request.post('/api/documents/upload', {
    multipart: {
      file: { name: 'clinic-note.txt', mimeType: 'text/plain', buffer: Buffer.from(CLINIC_NOTE) },
    },
  });
  expect(upload.status()).toBe(201);

  // Without a service history the finder says what it needs, and where to give it.
  await page.goto('/finder');
  await expect(
    page.getByRole('heading', { level: 1, name: 'What else can I claim?' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add where and when you served' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('link', { name: 'Add your service history' }).click();
  await expect(page).toHaveURL('/profile#service-history');

  // The service history, typed in Profile & Settings.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const history = page.getByRole('region', { name: 'Service History' });
  await history.getByRole('button', { name: 'Add a period of service' }).click();
  const period = history.getByRole('group', { name: 'Period of service 1' });
  await period.getByRole('combobox', { name: /^Branch/ }).selectOption('U.S. Army');
  await period.getByLabel(/^From/).fill('1989-06-01');
  await period.getByLabel(/^To/).fill('1993-05-31');
  await history.getByRole('button', { name: 'Add a place' }).click();
  const place = history.getByRole('group', { name: 'Place 1' });
  await place.getByRole('textbox', { name: /^Place/ }).fill('Kuwait');
  await place.getByLabel(/^From/).fill('1991-01-15');
  await place.getByLabel(/^To/).fill('1991-06-30');
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Profile Updated' })).toBeVisible();

  await history.getByRole('link', { name: 'See what else you may be able to claim' }).click();
  await expect(page).toHaveURL('/finder');

  // Presumed: the rule, its citation and the veteran's own fact that meets it.
  const gulfWar = page.getByRole('article', { name: /^Gulf War/ });
  await expect(gulfWar.getByText('38 CFR 3.317; 38 U.S.C. 1117')).toBeVisible();
  await expect(gulfWar.getByText(/Kuwait, 15 Jan 1991 – 30 Jun 1991/)).toBeVisible();
  await expect(gulfWar.getByText('What VA decides:')).toBeVisible();

  // Secondary to the knee: each pair needs a medical opinion.
  const secondary = page.getByRole('region', { name: /may follow one you are rated for/ });
  for (const name of ['Hip condition', 'Low back condition']) {
    const pair = secondary.getByRole('article', { name });
    await expect(pair.getByText('Secondary to Left knee strain')).toBeVisible();
    await expect(pair.getByText('Needs a medical opinion (38 CFR 3.310)')).toBeVisible();
  }

  // Unclaimed: sleep apnea, with the note's page and its own words.
  const apnea = page.getByRole('article', { name: /sleep apnea/i });
  await expect(apnea.getByText('“Assessment: Obstructive sleep apnea, moderate.”')).toBeVisible();
  await expect(apnea.getByText('clinic-note.txt, page 1')).toBeVisible();
  await expect(
    apnea.getByRole('link', { name: 'Open clinic-note.txt on Documents' }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await apnea.getByRole('button', { name: /^Add to My Case: .*sleep apnea$/i }).click();
  await expect(apnea.getByText('On My Case')).toBeVisible();
  const mapLink = apnea.getByRole('link', {
    name: /^See its evidence map: .*sleep apnea on My Case$/i,
  });
  await expect(mapLink).toBeFocused();
  await expectAccessibleAtBothWidths(page);

  // The link opens My Case at the condition's evidence map.
  await mapLink.click();
  await expect(page).toHaveURL(/\/case#condition-/);
  const onCase = page.getByRole('article', { name: /sleep apnea/i });
  await expect(onCase).toBeFocused();
  await expect(onCase.getByText('Direct service connection')).toBeVisible();
  await expect(
    onCase.getByRole('region', { name: 'Something that happened in service' }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});
