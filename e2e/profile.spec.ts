import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

const field = (page: Page, label: string | RegExp) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const storedProfile = async (page: Page) => (await page.request.get('/api/profile')).json();

test('a veteran edits Profile & Settings, and what was saved stays saved', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/profile');

  // Never saved: the defaults, greeting the veteran by the name they registered with.
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Settings' })).toBeVisible();
  await expect(field(page, 'Display Name')).toHaveValue('Sam Rivera');
  await expect(field(page, 'Display Name')).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Professional' })).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Deadline reminders on screen/ })).toBeChecked();
  const emailReminders = page.getByRole('switch', { name: /^Deadline reminders by email/ });
  await expect(emailReminders).not.toBeChecked();
  await expect(field(page, 'Privacy level')).toHaveValue('enhanced');
  await expect(page.getByRole('region', { name: 'Account Status' })).toContainText(
    'Free Veteran Account',
  );
  await expectAccessible(page);

  await button(page, 'Edit Profile').click();
  await expect(button(page, 'Cancel')).toBeVisible();
  await field(page, 'Display Name').fill('Sgt. Sam Rivera');
  await field(page, 'Branch of Service').selectOption({ label: 'U.S. Marine Corps' });
  await page.getByRole('radio', { name: 'Friendly' }).check();
  await field(page, 'Bio').fill('Two deployments, working on a tinnitus claim.');
  await expect(page.getByText('45/500 characters')).toBeVisible();
  await emailReminders.check();
  await field(page, 'Privacy level').selectOption('maximum');
  await expectAccessible(page);
  await button(page, 'Save Changes').click();

  await expect(page.getByRole('alert').filter({ hasText: 'Profile Updated' })).toContainText(
    'Your profile settings have been saved successfully.',
  );
  await expect(button(page, 'Save Changes')).toBeHidden();
  await expect(field(page, 'Display Name')).toBeDisabled();

  await page.reload();
  await expect(field(page, 'Display Name')).toHaveValue('Sgt. Sam Rivera');
  await expect(field(page, 'Branch of Service')).toHaveValue('marines');
  await expect(page.getByRole('radio', { name: 'Friendly' })).toBeChecked();
  await expect(field(page, 'Bio')).toHaveValue('Two deployments, working on a tinnitus claim.');
  await expect(emailReminders).toBeChecked();
  await expect(field(page, 'Privacy level')).toHaveValue('maximum');
  expect(await storedProfile(page)).toMatchObject({ emailUpdates: true, privacyLevel: 'maximum' });

  // Cancel Changes brings back what was saved.
  await button(page, 'Edit Profile').click();
  await field(page, 'Display Name').fill('Someone Else');
  await button(page, 'Cancel Changes').click();
  await expect(field(page, 'Display Name')).toHaveValue('Sgt. Sam Rivera');
  await expect(button(page, 'Edit Profile')).toBeFocused();

  // A wrong contact address is caught before anything is sent.
  await button(page, 'Edit Profile').click();
  await field(page, 'Contact email (optional)').fill('sam at example');
  await button(page, 'Save Changes').click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(field(page, 'Contact email (optional)')).toBeFocused();
  expect((await storedProfile(page)).email).toBe('');
});

test('Profile & Settings fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpThroughApi(page);
  await page.goto('/profile');
  await button(page, 'Edit Profile').click();
  await expect(button(page, 'Save Changes')).toBeVisible();
  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(scrollsSideways).toBe(false);

  // Field messages, in the error colour, still read well.
  await field(page, 'Display Name').fill('');
  await button(page, 'Save Changes').click();
  await expect(page.getByText('Display name is required')).toBeVisible();
  await expectAccessible(page);
});

test('Dependents are entered by keyboard on a phone and kept with the profile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpThroughApi(page);
  await page.goto('/profile');
  const dependents = page.getByRole('region', { name: 'Dependents' });
  await expect(dependents).toContainText('VA adds amounts for dependents from 30%');

  await button(page, 'Edit Profile').click();
  await field(page, 'Married').focus();
  await field(page, 'Married').selectOption('yes');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('checkbox', { name: /^My spouse needs Aid and Attendance/ }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Children under 18')).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await field(page, 'Dependent parents').selectOption('0');
  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(scrollsSideways).toBe(false);
  await expectAccessible(page);
  await button(page, 'Save Changes').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Profile Updated' })).toBeVisible();

  expect(await storedProfile(page)).toMatchObject({
    married: true,
    spouseAidAndAttendance: false,
    childrenUnder18: 2,
    childrenInSchool: 1,
    dependentParents: 0,
  });
  await page.reload();
  await expect(field(page, 'Children under 18')).toHaveValue('2');
});

test('Deadline reminders on screen come and go with the setting', async ({ page }) => {
  await signUpThroughApi(page);
  // VA received an intent to file almost a year ago: its year ends in about ten days.
  const received = new Date(Date.now() - 355 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const intent = await page.request.post('/api/intents-to-file', {
    data: { receivedDate: received, method: 'online' },
  });
  expect(intent.status()).toBe(201);

  await page.goto('/profile');
  const reminder = page.getByRole('region', { name: 'Deadline reminder' });
  await expect(reminder).toContainText(/A deadline on My Claims ends in \d+ days/);
  await expectAccessible(page);
  await reminder.getByRole('link', { name: 'See your deadlines' }).click();
  await expect(page).toHaveURL('/claims');

  await page.goto('/profile');
  await button(page, 'Edit Profile').click();
  await page.getByRole('switch', { name: /^Deadline reminders on screen/ }).uncheck();
  await button(page, 'Save Changes').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Profile Updated' })).toBeVisible();
  await expect(reminder).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Settings' })).toBeVisible();
  await expect(reminder).toBeHidden();
});
