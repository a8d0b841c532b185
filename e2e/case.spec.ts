import { expect, test } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

test('a veteran adds a condition by hand, sees what it still needs, and backs the in-service event with a statement', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^My Case/ })
    .click();
  await expect(page).toHaveURL('/case');
  await expect(page.getByRole('heading', { level: 1, name: 'My Case' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your case is empty' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Your First Condition' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Condition' });
  await addDialog.getByRole('textbox', { name: /^Condition/ }).fill('Tinnitus');
  await addDialog.getByRole('textbox', { name: /When it began/ }).fill('2009');
  await expectAccessible(page);
  await addDialog.getByRole('button', { name: 'Add Condition' }).click();
  await expect(addDialog).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Tinnitus is in your case.' }),
  ).toBeVisible();

  const tinnitus = page.getByRole('article', { name: 'Tinnitus' });
  await expect(tinnitus.getByText('Direct service connection')).toBeVisible();
  const event = tinnitus.getByRole('region', { name: 'Something that happened in service' });
  await expect(event.getByText('Still to get')).toBeVisible();
  await expect(event.getByRole('heading', { name: 'What to get next' })).toBeVisible();
  await expectAccessible(page);

  await event.getByRole('button', { name: /^Add a statement for/ }).click();
  const statement = page.getByRole('dialog', { name: 'Add a Statement' });
  await expect(statement.getByRole('radio', { name: /^Mine/ })).toBeChecked();
  await statement
    .getByRole('textbox', { name: /^Statement/ })
    .fill('In 2009 a mortar round landed near our truck at FOB Salerno. My ears rang for days.');
  await statement.getByRole('button', { name: 'Add Statement' }).click();
  await expect(statement).toBeHidden();

  await expect(event.getByText('Your recollection')).toBeVisible();
  await expect(event.getByText('Still to get')).toBeHidden();
  await expectAccessible(page);

  // The packet dialog opens on its first field and closes with Escape, keeping nothing.
  await page.getByRole('button', { name: 'Download Packet' }).click();
  const packet = page.getByRole('dialog', { name: 'Download Claim Packet' });
  const ssn = packet.getByRole('textbox', { name: 'Social Security number' });
  await expect(ssn).toBeFocused();
  await ssn.fill('123-45-6789');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(packet).toBeHidden();
  await page.getByRole('button', { name: 'Download Packet' }).click();
  await expect(packet.getByRole('textbox', { name: 'Social Security number' })).toHaveValue('');
  await page.keyboard.press('Escape');

  // Home keeps the chat and shows the condition among those with gaps.
  await page.goto('/');
  const glance = page.getByRole('complementary', { name: 'Your Case at a Glance' });
  await expect(glance.getByText(/Tinnitus: \d of \d backed/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message Wingman' })).toBeVisible();
  await expectAccessible(page);
});

test('on a phone the case panel is folded above the chat and the composer stays on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpThroughApi(page);
  await page.goto('/');
  const glance = page.getByRole('complementary', { name: 'Your Case at a Glance' });
  await expect(glance.getByRole('button', { name: 'Show' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('textbox', { name: 'Message Wingman' })).toBeInViewport();
  await glance.getByRole('button', { name: 'Show' }).click();
  await expect(glance.getByRole('heading', { name: 'Next deadline' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message Wingman' })).toBeInViewport();
  await expectAccessible(page);
});
