import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

const openAddDialog = async (page: Page) => {
  await page
    .getByRole('button', { name: /Add (Your First )?Disability/ })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Add Current Disability' });
};

/** Adds a knee the way a veteran writes it ("left knee"), choosing VA's condition. */
const addKnee = async (page: Page, typed: string) => {
  const dialog = await openAddDialog(page);
  await dialog.getByLabel('Disability Name').fill(typed);
  await page.getByRole('option', { name: /Knee, limitation of flexion/ }).click();
  await dialog.getByLabel('Current Rating Percentage').fill('10');
  await dialog.getByRole('button', { name: 'Add Disability' }).click();
  await expect(dialog).toBeHidden();
};

const atWidths = async (page: Page, check: () => Promise<void>) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await check();
  }
};

test('a lower back gets the back’s next level, and two knees are told apart by their side', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/current-disabilities');

  // "Lower back" in the veteran's own words, without choosing a suggestion.
  const add = await openAddDialog(page);
  await add.getByLabel('Disability Name').fill('Lower back');
  await add.getByLabel('Current Rating Percentage').fill('20');
  await add.getByRole('button', { name: 'Add Disability' }).click();
  await expect(add).toBeHidden();

  await addKnee(page, 'left knee');
  await addKnee(page, 'right knee');
  await expect(page.getByText('Disability added successfully.')).toBeHidden({ timeout: 10_000 });

  const leftKnee = page.getByRole('article', { name: 'Knee, limitation of flexion (left)' });
  const rightKnee = page.getByRole('article', { name: 'Knee, limitation of flexion (right)' });
  await expect(leftKnee.getByRole('heading')).toHaveText('Knee, limitation of flexion (left)');
  await expect(rightKnee.getByRole('heading')).toHaveText('Knee, limitation of flexion (right)');
  await atWidths(page, () => expectAccessible(page));
  await page.setViewportSize({ width: 1280, height: 900 });

  // The back's next level is 40%, with the back's own criteria, not the neck's 30%.
  await page.getByRole('button', { name: 'View upgrade guidance for Lower back' }).click();
  const back = page.getByRole('dialog', { name: 'Upgrade Guidance: Lower back' });
  await expect(back).toContainText('The next higher level is 40%.');
  await expect(back.getByTestId('key-findings')).toContainText('What decides the 40% level');
  await expect(back.getByTestId('key-findings')).toContainText('30 degrees or less');
  await expect(back).toContainText('Levels for the mid or low back (thoracolumbar spine).');
  await expect(back).not.toContainText('Neck (cervical) only');
  await atWidths(page, () => expectAccessible(page));
  await page.keyboard.press('Escape');
  await expect(back).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The right knee's guidance says which knee it is about.
  await rightKnee.getByRole('button', { name: /View upgrade guidance/ }).click();
  const knee = page.getByRole('dialog', {
    name: 'Upgrade Guidance: Knee, limitation of flexion (right)',
  });
  await expect(knee).toContainText('Knee, limitation of flexion (right) is rated under');
  await page.keyboard.press('Escape');
  await expect(knee).toBeHidden();
});
