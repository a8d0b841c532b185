import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

const addDisability = async (page: Page, search: string, option: RegExp, percentage: string) => {
  await page
    .getByRole('button', { name: /Add (Your First )?Disability/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Current Disability' });
  await dialog.getByLabel('Disability Name').fill(search);
  await page.getByRole('option', { name: option }).click();
  await dialog.getByLabel('Current Rating Percentage').fill(percentage);
  await dialog.getByRole('button', { name: 'Add Disability' }).click();
  await expect(dialog).toBeHidden();
};

test('a veteran tracks disabilities, sees the VA math change, reads guidance and asks about one', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/current-disabilities');
  await expect(page.getByRole('heading', { name: 'No Disabilities Added' })).toBeVisible();
  await expectAccessible(page);

  // The autocomplete finds PTSD by its abbreviation and keeps its diagnostic code.
  await addDisability(page, 'ptsd', /Posttraumatic stress disorder/i, '50');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Disability added successfully.' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: /Posttraumatic stress disorder/i })).toContainText(
    '9411',
  );
  await expect(page.getByTestId('combined-rating')).toHaveText('50%');

  // The back by its diagnostic code: 50 and 30 combine to 65, which VA rounds up to 70.
  await addDisability(page, '5237', /Lumbosacral/i, '30');
  await expect(page.getByTestId('combined-rating')).toHaveText('70%');
  await page.getByText('Show the math').click();
  await expect(page.getByRole('list', { name: 'Combination steps' })).toContainText('65');
  await expectAccessible(page);

  // Guidance is built from the real criteria, with the current level marked.
  await page.getByRole('button', { name: /View upgrade guidance for Posttraumatic/i }).click();
  const guidance = page.getByRole('dialog', { name: /Upgrade Guidance: Posttraumatic/i });
  await expect(guidance).toBeVisible();
  await expect(
    guidance.getByRole('heading', { name: 'Rating Levels & Requirements' }),
  ).toBeVisible();
  await expect(guidance.getByText(/continuous medication/i).first()).toBeVisible();
  await expect(guidance.getByText('Current', { exact: true })).toBeVisible();
  await expect(guidance.getByText(/21-526EZ/).first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(guidance).toBeHidden();

  // Removing the back brings the combined rating down again.
  await page.getByRole('button', { name: /Delete Lumbosacral/i }).click();
  await page
    .getByRole('dialog', { name: 'Remove Disability' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Disability removed successfully.')).toBeVisible();
  await expect(page.getByTestId('combined-rating')).toHaveText('50%');

  // "Ask a Question" leaves the disability for the chat screen and goes there.
  const ptsdId = await page.evaluate(async () => {
    const response = await fetch('/api/disabilities');
    return ((await response.json()) as { id: string }[])[0]!.id;
  });
  await page.getByRole('button', { name: /Ask a question about Posttraumatic/i }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('wingman.autoAttachDisabilityId'))).toBe(
    ptsdId,
  );
});

test('a free-text disability is accepted and the percentage must be a step of 10', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/current-disabilities');
  await page.getByRole('button', { name: 'Add Your First Disability' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Current Disability' });
  await dialog.getByRole('button', { name: 'Add Disability' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByLabel('Disability Name').fill('Burn scar on my left forearm');
  await dialog.getByLabel('Current Rating Percentage').fill('15');
  await dialog.getByRole('button', { name: 'Add Disability' }).click();
  await expect(dialog.getByText('Rating must be a multiple of 10')).toBeVisible();
  await dialog.getByLabel('Current Rating Percentage').fill('10');
  await dialog.getByRole('button', { name: 'Add Disability' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Burn scar on my left forearm' })).toBeVisible();
});

test('a veteran fixes a disability in place: the side from the name, a typo, a new rating', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/current-disabilities');
  // "left knee" is read as the knee, and the side word selects Left.
  await page.getByRole('button', { name: 'Add Your First Disability' }).click();
  const add = page.getByRole('dialog', { name: 'Add Current Disability' });
  await add.getByLabel('Disability Name').fill('left knee');
  await expect(page.getByRole('option', { name: /Knee, limitation of flexion/ })).toBeVisible();
  await expect(add.getByRole('radio', { name: 'Left' })).toBeChecked();
  await add.getByLabel('Disability Name').fill('Lefft knee');
  await add.getByLabel('Current Rating Percentage').fill('10');
  await add.getByRole('button', { name: 'Add Disability' }).click();
  await expect(add).toBeHidden();
  // The accessibility check below should not catch the toast mid-fade.
  await expect(page.getByText('Disability added successfully.')).toBeHidden({ timeout: 10_000 });

  // The side is part of the name wherever it is shown, unless the name already says it.
  await page.getByRole('button', { name: 'Edit Lefft knee (left)' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Disability' });
  await expect(edit.getByLabel('Disability Name')).toHaveValue('Lefft knee');
  await edit.getByLabel('Disability Name').fill('Left knee');
  // An out-of-range rating is shown as typed and refused, never clamped to 100.
  await edit.getByLabel('Current Rating Percentage').fill('150');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Rating must be between 0 and 100')).toBeVisible();
  await expect(edit.getByLabel('Current Rating Percentage')).toHaveValue('150');
  await expectAccessible(page);
  await edit.getByLabel('Current Rating Percentage').fill('20');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Disability updated successfully.')).toBeVisible();

  const knee = page.getByRole('article', { name: 'Left knee' });
  await expect(knee).toContainText('20%');
  await expect(knee.getByRole('heading', { name: 'Left knee', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: /Lefft knee/ })).toHaveCount(0);
});

test('a veteran records a denied claim and sees the review deadlines', async ({ page }) => {
  // The form's "today" is the browser's: pin it. Days left come from the server's clock, so
  // their exact values are checked in the API tests; here only their presence is.
  await page.clock.setFixedTime(new Date('2026-11-23T12:00:00'));
  await signUpThroughApi(page);
  await page.goto('/claims');
  await expect(page.getByRole('heading', { name: 'No Claims Yet' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Claim' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Claim' });
  await dialog.getByLabel('Disability or condition').fill('Sleep apnea');
  await dialog.getByLabel('Status').selectOption('denied');
  await dialog.getByLabel('Submitted date').fill('2026-01-10');
  const decisionDate = dialog.getByLabel('Decision date (optional)');

  // A day the calendar lacks is an error, never an empty field.
  await decisionDate.focus();
  await decisionDate.pressSequentially('02302025');
  await dialog.getByRole('button', { name: 'Add Claim' }).click();
  await expect(dialog.getByText('Decision date is not a real calendar date')).toBeVisible();
  await expect(decisionDate).toBeFocused();

  // A decision cannot come from the future.
  await decisionDate.fill('2026-11-24');
  await dialog.getByRole('button', { name: 'Add Claim' }).click();
  await expect(dialog.getByText('The decision date cannot be in the future')).toBeVisible();

  await decisionDate.fill('2026-06-01');
  await dialog.getByLabel('What was decided (optional)').selectOption('Initial claim');
  await dialog.getByLabel('Notes (optional)').fill('Nexus opinion missing');
  await expect(dialog.getByText('21 of 2000 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Claim' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Sleep apnea' });
  await expect(card.getByText('DENIED')).toBeVisible();
  await expect(card).toContainText('Jan 10, 2026');
  await expect(card).toContainText('Decision on: Initial claim');
  // One calendar year from the decision letter's date: Tuesday, Jun 01, 2027.
  await expect(card).toContainText('Higher-Level Review (VA Form 20-0996)');
  await expect(card).toContainText('Request by Jun 01, 2027');
  await expect(card).toContainText(/\d+ days? left|Last day is today|Ended/);
  await expect(card).toContainText('No deadline');
  await expect(card).not.toContainText('Court of Appeals');
  await expectAccessible(page);

  // After a Board decision the Court of Appeals for Veterans Claims replaces the other lanes.
  await page.getByRole('button', { name: 'Edit claim for Sleep apnea' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Claim' });
  await edit.getByLabel('What was decided (optional)').selectOption('board-decision');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  // 120 days from Jun 01, 2026 is Tuesday, Sep 29, 2026 (38 U.S.C. 7266(a)).
  await expect(card).toContainText('Appeal to the Court of Appeals for Veterans Claims');
  await expect(card).toContainText('Sep 29, 2026');
  await expect(card).not.toContainText('Higher-Level Review (VA Form 20-0996)');

  // A year from Nov 11, 2025 ends on Veterans Day 2026: the server's federal calendar moves it.
  await page.getByRole('button', { name: 'Add Claim' }).first().click();
  await dialog.getByLabel('Disability or condition').fill('Tinnitus');
  await dialog.getByLabel('Status').selectOption('denied');
  await dialog.getByLabel('Submitted date').fill('2025-06-01');
  await dialog.getByLabel('Decision date (optional)').fill('2025-11-11');
  await dialog.getByLabel('What was decided (optional)').selectOption('Higher-Level Review');
  await dialog.getByRole('button', { name: 'Add Claim' }).click();
  await expect(dialog).toBeHidden();
  const tinnitus = page.getByRole('article', { name: 'Tinnitus' });
  await expect(tinnitus).toContainText('Board Appeal (VA Form 10182)');
  await expect(tinnitus).toContainText('Nov 12, 2026');
  await expect(tinnitus).toContainText('Moved from Wed, Nov 11 — Veterans Day');
  await expect(tinnitus).toContainText('38 CFR 3.110');
  await expect(tinnitus).not.toContainText('Higher-Level Review (VA Form 20-0996)');
  await expectAccessible(page);
});
