import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

type Entry = {
  date: string;
  lastDay?: string;
  what: string;
  answers?: (form: Locator) => Promise<void>;
  whoSawIt?: string;
  workLost?: string;
};

const entryForm = (page: Page) => page.getByRole('dialog', { name: 'New Journal Entry' });

/** Fills the open new-entry form and saves it; the form closes on the server's yes. */
async function fillEntry(page: Page, entry: Entry) {
  const form = entryForm(page);
  await form.getByLabel(/^First day/).fill(entry.date);
  if (entry.lastDay) await form.getByLabel(/^Last day/).fill(entry.lastDay);
  await form.getByRole('textbox', { name: /^What happened/ }).fill(entry.what);
  await entry.answers?.(form);
  if (entry.workLost) {
    await form.getByRole('textbox', { name: /^Time lost from work/ }).fill(entry.workLost);
  }
  if (entry.whoSawIt) await form.getByRole('textbox', { name: /^Who saw it/ }).fill(entry.whoSawIt);
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(form).toBeHidden();
}

/** Opens a new entry for a condition already in the journal and fills it. */
async function addEntry(page: Page, condition: string, entry: Entry) {
  await page.getByRole('tab', { name: condition }).click();
  await page.getByRole('button', { name: 'Add Entry' }).click();
  await expect(entryForm(page).getByRole('combobox', { name: /^Condition/ })).toHaveValue(
    condition,
  );
  await fillEntry(page, entry);
}

/** Starts a condition the journal does not have yet; its kind follows the name. */
async function startCondition(page: Page, condition: string, kind: string, entry: Entry) {
  await page
    .getByRole('button', { name: /^(Add Your First Entry|Start Another Condition)$/ })
    .click();
  const form = entryForm(page);
  await form.getByRole('combobox', { name: /^Condition/ }).fill(condition);
  await expect(form.getByRole('combobox', { name: /^Kind of condition/ })).toHaveValue(kind);
  await fillEntry(page, entry);
}

const yes = (question: RegExp) => async (form: Locator) =>
  form.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Yes' }).check();

/** The summary's line for a level: its count and its dates. */
const level = (page: Page, percentage: number) =>
  page.getByRole('listitem', { name: `${percentage}% level`, exact: true });

test('a veteran journals migraines, a knee and PTSD, reads them against the schedule and saves a statement to My Case', async ({
  page,
}) => {
  await signUpThroughApi(page);
  const claimed = await page.request.post('/api/case/conditions', {
    data: { name: 'Migraine', basis: 'direct' },
  });
  expect(claimed.status()).toBe(201);

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Symptom Journal/ })
    .click();
  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Symptom Journal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your journal is empty' })).toBeVisible();
  // My Case's condition is offered by name.
  await expect(
    page.getByRole('button', { name: 'Start a journal for Migraine, from My Case' }),
  ).toBeVisible();
  await expectAccessible(page);

  await startCondition(page, 'Migraines', 'migraine', {
    date: '2026-03-03',
    what: 'Headache behind my left eye all afternoon; kept working.',
    answers: async (form) =>
      form
        .getByRole('radiogroup', { name: /lie down/ })
        .getByRole('radio', { name: 'No' })
        .check(),
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Migraines' })).toBeVisible();
  await addEntry(page, 'Migraines', {
    date: '2026-07-04',
    what: 'Had to leave the cookout and lie down in a dark room.',
    answers: async (form) => {
      await yes(/lie down/)(form);
      await form.getByRole('textbox', { name: 'How many hours did it last?' }).fill('9');
    },
    workLost: '1 day',
    whoSawIt: 'My brother Sam',
  });

  // The chat's link opens a new entry for the knee on the day it names.
  await page.goto('/journal?condition=Left%20knee&new=1&date=2026-10-02');
  await expect(entryForm(page).getByRole('combobox', { name: /^Condition/ })).toHaveValue(
    'Left knee',
  );
  await expect(entryForm(page).getByLabel(/^First day/)).toHaveValue('2026-10-02');
  await expect(entryForm(page).getByRole('combobox', { name: /^Kind of condition/ })).toHaveValue(
    'knee',
  );
  await fillEntry(page, {
    date: '2026-10-02',
    lastDay: '2026-10-05',
    what: 'The knee swelled after the stairs at work and would not bend.',
    answers: async (form) => {
      await yes(/flare-up/)(form);
      await form.getByRole('radio', { name: 'about 30 degrees' }).check();
      await form.getByRole('checkbox', { name: 'cane' }).check();
    },
  });

  // Naming thoughts of harm brings the Crisis Line into the form itself.
  await page.getByRole('button', { name: 'Start Another Condition' }).click();
  await entryForm(page)
    .getByRole('combobox', { name: /^Condition/ })
    .fill('PTSD');
  await entryForm(page).getByRole('checkbox', { name: 'suicidal ideation' }).check();
  await expect(entryForm(page).getByRole('link', { name: '988 then press 1' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(entryForm(page)).toBeHidden();

  await startCondition(page, 'PTSD', 'mental-health', {
    date: '2026-11-01',
    what: 'Fireworks next door; I did not sleep and had a panic attack at 3 am.',
    answers: async (form) => {
      await form.getByRole('checkbox', { name: 'chronic sleep impairment' }).check();
      await form.getByRole('checkbox', { name: 'panic attacks more than once a week' }).check();
    },
  });
  await addEntry(page, 'PTSD', {
    date: '2026-11-08',
    what: 'Snapped at my kids over nothing, then sat in the truck for an hour.',
    answers: async (form) =>
      form.getByRole('checkbox', { name: 'impaired impulse control' }).check(),
  });

  // PTSD: each named symptom under the level of the General Rating Formula that names it.
  await expect(page.getByRole('heading', { level: 2, name: 'PTSD' })).toBeVisible();
  await expect(page.getByText('VA decides the level', { exact: true })).toBeVisible();
  await expect(level(page, 70)).toContainText('1 entry');
  await expect(level(page, 70)).toContainText('Dates: Nov 08, 2026');
  await expect(level(page, 50)).toContainText('Dates: Nov 01, 2026');
  await expect(level(page, 30)).toContainText('Dates: Nov 01, 2026');
  await expect(level(page, 10)).toContainText('do not sort entries under this level');
  await expectAccessible(page);

  // The knee's flare-up under DC 5260's 20% line, in the schedule's words.
  await page.getByRole('tab', { name: 'Left knee' }).click();
  await expect(level(page, 20)).toContainText('Flexion limited to 30 degrees.');
  await expect(level(page, 20)).toContainText('1 entry');
  await expect(level(page, 20)).toContainText('Dates: Oct 02, 2026 – Oct 05, 2026');
  await expect(level(page, 30)).toContainText('No entries yet');

  // Migraines: the prostrating attack under the 10 and 30% lines, the other under 0%.
  await page.getByRole('tab', { name: 'Migraines' }).click();
  await expect(level(page, 10)).toContainText(
    'Characteristic prostrating attacks averaging one in 2 months over the last several months.',
  );
  await expect(level(page, 10)).toContainText('1 entry');
  await expect(level(page, 10)).toContainText('Dates: Jul 04, 2026');
  await expect(level(page, 30)).toContainText('Dates: Jul 04, 2026');
  await expect(level(page, 50)).toContainText('No entries yet');
  await expect(level(page, 0)).toContainText('Dates: Mar 03, 2026');
  await expect(page.getByText(/your rating is/i)).toHaveCount(0);
  const entries = page.getByRole('region', { name: 'Entries' }).getByRole('article');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toHaveAccessibleName('Entry of Jul 04, 2026');

  // The draft holds the entries' dates and words; the veteran adds a line and saves it.
  await page.getByRole('button', { name: 'Draft My Statement' }).click();
  const statement = page.getByRole('textbox', { name: 'Your statement' });
  await expect(statement).toHaveValue(
    [
      'I am writing about my Migraines. These are things I wrote down when they happened.',
      'On March 3, 2026: Headache behind my left eye all afternoon; kept working. I did not have to stop what I was doing and lie down.',
      'On July 4, 2026: Had to leave the cookout and lie down in a dark room. I had to stop what I was doing and lie down. It lasted 9 hours. Time I lost from work: 1 day. Who saw it: My brother Sam.',
      'I certify that the statements above are true and correct to the best of my knowledge and belief.',
    ].join('\n\n'),
  );
  await statement.fill(
    (await statement.inputValue()).replace(
      'kept working.',
      'kept working. My neurologist is Dr. Lee.',
    ),
  );
  await expect(
    page.getByRole('combobox', { name: /^Condition in My Case/ }).locator('option:checked'),
  ).toHaveText('Migraine');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save to My Case' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Saved to My Case' });
  await expect(saved).toContainText('for Migraine');
  await expect(saved).toContainText('VA Form 21-4138');
  await expectAccessible(page);

  await saved.getByRole('link', { name: 'Open My Case' }).click();
  await expect(page).toHaveURL('/case');
  const statements = page.getByRole('region', { name: 'Statements' });
  await expect(statements).toContainText('For Migraine');
  await expect(statements).toContainText('My neurologist is Dr. Lee.');
  await expect(statements).toContainText('On July 4, 2026: Had to leave the cookout');
  // The evidence map lists the journal, and its link opens the entries.
  const diagnosis = page
    .getByRole('article', { name: 'Migraine' })
    .getByRole('region', { name: 'A current diagnosis' });
  await diagnosis
    .getByRole('link', { name: 'Symptom journal: 2 entries, Mar 03 – Jul 04, 2026' })
    .click();
  await expect(page).toHaveURL('/journal?condition=Migraines');
  await expect(page.getByRole('tab', { name: 'Migraines' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the journal and its entry form are accessible on a phone and on a desktop', async ({
  page,
}) => {
  await signUpThroughApi(page);
  for (const entry of [
    {
      condition: 'Migraines',
      basis: 'migraine',
      fromDate: '2026-09-14',
      toDate: '2026-09-15',
      whatHappened: 'Could not get out of bed for a day and a half.',
      severity: 'severe',
      fields: { prostrating: true, completelyProstrating: true, hoursLong: 30 },
    },
    {
      condition: 'Left knee',
      basis: 'knee',
      fromDate: '2026-10-02',
      whatHappened: 'Swelled after the stairs.',
      fields: { flareUp: true, assistiveDevices: ['brace'] },
    },
  ]) {
    expect((await page.request.post('/api/journal', { data: entry })).status()).toBe(201);
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 900 });
    await page.goto('/journal?condition=Migraines');
    await expect(level(page, 50)).toContainText('Dates: Sep 14, 2026 – Sep 15, 2026');
    await expectAccessible(page);
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    await page.getByRole('button', { name: 'Add Entry' }).click();
    await expect(entryForm(page).getByRole('radio', { name: 'Yes' }).first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(entryForm(page)).toBeHidden();

    await page.getByRole('tab', { name: 'Left knee' }).click();
    await page.getByRole('button', { name: 'Draft My Statement' }).click();
    await expect(page.getByRole('textbox', { name: 'Your statement' })).toBeVisible();
    await expectAccessible(page);
  }
});
