import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaseCondition, CaseResponse } from '../../../contracts/case';
import type { Disability } from '../../../contracts/disabilities';
import type { JournalEntry } from '../../../contracts/journal';
import { fakeServer } from '../../test/fake-server';
import { describedText, findToast } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { JournalPage } from './journal-page';
import {
  basesResponse,
  claimedCondition,
  criteriaLine,
  draftText,
  journalEntry,
  summaryResponse,
  VA_DECIDES,
} from './test-fixtures';

const TODAY = '2026-11-29';
const ok = (body: unknown) => ({ status: 200, body });

const MIGRAINES = [
  journalEntry({
    condition: 'Migraines',
    basis: 'migraine',
    fromDate: '2026-09-14',
    toDate: '2026-09-15',
    whatHappened: 'Could not get out of bed for a day and a half.',
    severity: 'severe',
    workLost: '2 days',
    whoSawIt: 'My wife Ana',
    fields: { prostrating: true, completelyProstrating: true, hoursLong: 30 },
  }),
  journalEntry({
    condition: 'Migraines',
    basis: 'migraine',
    fromDate: '2026-07-04',
    whatHappened: 'Had to leave the cookout and lie down in a dark room.',
    fields: { prostrating: true, hoursLong: 9 },
  }),
  journalEntry({
    condition: 'Migraines',
    basis: 'migraine',
    fromDate: '2026-03-03',
    whatHappened: 'Headache behind my left eye; kept working.',
    severity: 'mild',
    fields: { prostrating: false },
  }),
];
const KNEE = journalEntry({
  condition: 'Left knee',
  basis: 'knee',
  fromDate: '2026-10-02',
  toDate: '2026-10-05',
  whatHappened: 'Swelled after the stairs at work.',
  fields: {
    flareUp: true,
    bendingLimitedTo: 'about 30 degrees',
    assistiveDevices: ['brace', 'cane'],
  },
});
const PTSD = journalEntry({
  condition: 'PTSD',
  basis: 'mental-health',
  fromDate: '2026-11-01',
  whatHappened: 'Fireworks next door; panic attack at 3 am.',
  fields: { symptoms: ['chronic sleep impairment', 'panic attacks more than once a week'] },
});
const EVERY_ENTRY = [PTSD, KNEE, ...MIGRAINES];

/** The names the server fits to a basis by the condition catalog. */
const FITS: Record<string, string> = {
  'right knee': 'knee',
  'my back': 'spine',
  migraine: 'migraine',
  ptsd: 'mental-health',
};
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const conditionParam = (request: Request) => new URL(request.url).searchParams.get('condition');

type Serve = {
  entries?: JournalEntry[];
  caseConditions?: CaseCondition[];
  disabilities?: Partial<Disability>[];
  routes?: Parameters<typeof fakeServer>[0];
};

function serve({
  entries = EVERY_ENTRY,
  caseConditions = [],
  disabilities = [],
  routes,
}: Serve = {}) {
  const caseBody: CaseResponse = {
    conditions: caseConditions,
    suggestions: [],
    statements: [],
    providers: [],
  };
  return fakeServer({
    'GET /api/journal': ok(entries),
    'GET /api/journal/bases': (request) => {
      const name = conditionParam(request) ?? '';
      const journaled = entries.find((entry) => sameName(entry.condition, name));
      return ok(
        basesResponse(name ? (journaled?.basis ?? FITS[name.toLowerCase()] ?? null) : null),
      );
    },
    'GET /api/journal/summary': (request) => {
      const name = conditionParam(request)!;
      return ok(
        summaryResponse(
          name,
          entries.filter((entry) => sameName(entry.condition, name)),
        ),
      );
    },
    'GET /api/case': ok(caseBody),
    'GET /api/disabilities': ok(disabilities),
    ...routes,
  });
}

const renderPage = (path = '/journal') => renderApp(<JournalPage today={TODAY} />, { path });
const level = (percentage: number) =>
  within(screen.getByRole('listitem', { name: `${percentage}% level` }));
/** Puts text in a field at once, as a paste does: the form re-renders once, not per key. */
const fill = async (
  events: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) => {
  await events.click(field);
  await events.paste(text);
};
const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

describe('the symptom journal', () => {
  it('shows a condition’s criteria lines in the schedule’s words, with counts and dates, and says VA decides', async () => {
    serve();
    renderPage('/journal?condition=Migraines');
    expect(await screen.findByRole('heading', { level: 1, name: 'Symptom Journal' })).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Left knee', 'false'],
      ['Migraines', 'true'],
      ['PTSD', 'false'],
    ]);
    expect(await screen.findByText(VA_DECIDES)).toBeTruthy();
    expect(screen.getByText('VA decides the level')).toBeTruthy();

    expect(level(50).getByText(criteriaLine('migraine', 50))).toBeTruthy();
    expect(level(50).getByText('1 entry')).toBeTruthy();
    expect(level(50).getByText(/^Dates:/).parentElement?.textContent).toBe(
      'Dates: Sep 14, 2026 – Sep 15, 2026',
    );
    expect(level(30).getByText('2 entries')).toBeTruthy();
    expect(level(10).getByText(/^Dates:/).parentElement?.textContent).toBe(
      'Dates: Jul 04, 2026; Sep 14, 2026 – Sep 15, 2026',
    );
    expect(level(0).getByText(/^Dates:/).parentElement?.textContent).toBe('Dates: Mar 03, 2026');
    expect(screen.getByRole('link', { name: '38 CFR 4.124a, DC 8100' }).getAttribute('href')).toBe(
      'https://www.ecfr.gov/current/title-38/section-4.124a',
    );
    expect(document.body.textContent).not.toMatch(/your rating is/i);

    // Newest first, each answer beside its question.
    const entries = within(screen.getByRole('region', { name: 'Entries' })).getAllByRole('article');
    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Entry of Sep 14, 2026 – Sep 15, 2026',
      'Entry of Jul 04, 2026',
      'Entry of Mar 03, 2026',
    ]);
    const newest = within(entries[0]!);
    expect(newest.getByText('severe')).toBeTruthy();
    expect(
      newest.getByText('Could you do nothing at all until it passed?').nextSibling?.textContent,
    ).toBe('Yes');
    expect(newest.getByText('Who saw it').nextSibling?.textContent).toBe('My wife Ana');
  });

  it('sorts a knee under DC 5260 and PTSD under the General Rating Formula, naming the lines the questions do not reach', async () => {
    serve();
    const { location } = renderPage('/journal?condition=left%20knee');
    expect(await screen.findByRole('heading', { level: 2, name: 'Left knee' })).toBeTruthy();
    await screen.findByText(criteriaLine('knee', 20));
    expect(level(20).getByText('1 entry')).toBeTruthy();
    expect(level(20).getByText(/^Dates:/).parentElement?.textContent).toBe(
      'Dates: Oct 02, 2026 – Oct 05, 2026',
    );
    expect(level(30).getByText('No entries yet')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'PTSD' }));
    expect(location.history.at(-1)).toBe('/journal?condition=PTSD');
    await screen.findByText(criteriaLine('mental-health', 70));
    expect(level(50).getByText('1 entry')).toBeTruthy();
    expect(level(30).getByText('1 entry')).toBeTruthy();
    expect(level(70).getByText('No entries yet')).toBeTruthy();
    expect(
      level(10).getByText("The journal's questions do not sort entries under this level."),
    ).toBeTruthy();
    expect(level(10).queryByText('No entries yet')).toBeNull();
  });

  it('asks each kind of condition its own questions, and sends only the chosen kind’s answers', async () => {
    const posted: unknown[] = [];
    serve({
      routes: {
        'POST /api/journal': async (request) => {
          posted.push(await request.json());
          return { status: 201, body: { ...MIGRAINES[0], safety: { level: 'none' } } };
        },
      },
    });
    const events = userEvent.setup();
    renderPage('/journal?condition=Migraines');
    await events.click(await screen.findByRole('button', { name: 'Add Entry' }));
    const form = await dialog('New Journal Entry');
    expect(form.getByRole('combobox', { name: /^Condition/ })).toHaveProperty('value', 'Migraines');
    expect(form.getByRole('combobox', { name: /^Kind of condition/ })).toHaveProperty(
      'value',
      'migraine',
    );
    expect(form.getByLabelText(/^First day/)).toHaveProperty('value', TODAY);
    const lieDown = within(
      form.getByRole('radiogroup', {
        name: 'Did you have to stop what you were doing and lie down?',
      }),
    );
    // A radio answer can be taken back: the question may be skipped.
    await events.click(lieDown.getByRole('radio', { name: 'No' }));
    await events.click(
      form.getByRole('button', {
        name: 'Clear answer to Did you have to stop what you were doing and lie down?',
      }),
    );
    expect(lieDown.getByRole('radio', { name: 'No' })).toHaveProperty('checked', false);
    await events.click(lieDown.getByRole('radio', { name: 'Yes' }));
    await events.type(form.getByRole('textbox', { name: 'How many hours did it last?' }), '26');

    // A knee asks about bending and devices instead.
    await events.selectOptions(form.getByRole('combobox', { name: /^Kind of condition/ }), 'knee');
    expect(form.queryByRole('radiogroup', { name: /lie down/ })).toBeNull();
    expect(form.getByRole('radio', { name: 'about 45 degrees' })).toBeTruthy();
    expect(form.getByRole('checkbox', { name: 'cane' })).toBeTruthy();
    await events.selectOptions(
      form.getByRole('combobox', { name: /^Kind of condition/ }),
      'migraine',
    );

    await fill(
      events,
      form.getByRole('textbox', { name: /^What happened/ }),
      'Lay down in the dark.',
    );
    await events.selectOptions(form.getByRole('combobox', { name: /^How bad/ }), 'severe');
    await fill(events, form.getByRole('textbox', { name: /^Who saw it/ }), 'My wife Ana');
    await events.click(form.getByRole('button', { name: 'Save Entry' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      condition: 'Migraines',
      basis: 'migraine',
      fromDate: TODAY,
      toDate: null,
      whatHappened: 'Lay down in the dark.',
      severity: 'severe',
      duration: null,
      stoppedDoing: null,
      workLost: null,
      treatment: null,
      whoSawIt: 'My wife Ana',
      fields: { prostrating: true, hoursLong: 26 },
    });
    expect((await findToast()).text).toContain('Entry saved for Migraines.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the chat’s link on a new entry for the condition and day, and keeps the typing beside the server’s reasons', async () => {
    let posts = 0;
    serve({
      routes: {
        'POST /api/journal': () =>
          posts++ === 0
            ? {
                status: 400,
                body: {
                  message: 'Some answers need another look',
                  errors: [
                    { path: 'fromDate', message: 'A journal entry cannot be dated in the future' },
                    {
                      path: 'fields.hoursLong',
                      message: 'How many hours did it last? must be a number',
                    },
                  ],
                },
              }
            : { status: 201, body: { ...MIGRAINES[0], safety: { level: 'none' } } },
      },
    });
    const events = userEvent.setup();
    const { location } = renderPage('/journal?condition=Migraines&new=1&date=2026-11-02');
    const form = await dialog('New Journal Entry');
    expect(form.getByRole('combobox', { name: /^Condition/ })).toHaveProperty('value', 'Migraines');
    expect(form.getByLabelText(/^First day/)).toHaveProperty('value', '2026-11-02');
    await fill(events, form.getByRole('textbox', { name: /^What happened/ }), 'Aura, then pain.');
    await events.click(form.getByRole('button', { name: 'Save Entry' }));

    expect((await findToast()).text).toContain('Some answers need another look');
    const firstDay = form.getByLabelText(/^First day/);
    await waitFor(() =>
      expect(describedText(firstDay)).toContain('A journal entry cannot be dated in the future'),
    );
    expect(
      describedText(form.getByRole('textbox', { name: 'How many hours did it last?' })),
    ).toContain('must be a number');
    expect(form.getByRole('textbox', { name: /^What happened/ })).toHaveProperty(
      'value',
      'Aura, then pain.',
    );
    expect(screen.getByRole('dialog', { name: 'New Journal Entry' })).toBeTruthy();

    await events.click(form.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/journal?condition=Migraines'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a day after the veteran’s today before sending anything', async () => {
    const server = serve();
    const events = userEvent.setup();
    renderPage('/journal?condition=PTSD&new=1&date=2026-12-01');
    const form = await dialog('New Journal Entry');
    await fill(events, form.getByRole('textbox', { name: /^What happened/ }), 'Nightmare.');
    await events.click(form.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() =>
      expect(describedText(form.getByLabelText(/^First day/))).toContain(
        'A journal entry cannot be dated in the future',
      ),
    );
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('starts a condition from the veteran’s records, with the questions its name fits', async () => {
    serve({
      entries: [],
      caseConditions: [claimedCondition('Knee strain', { side: 'right' })],
      disabilities: [{ id: 'd1', name: 'Tinnitus' }],
    });
    const events = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your journal is empty' })).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Start a journal for Tinnitus, from Current Disabilities',
      }),
    ).toBeTruthy();
    await events.click(
      screen.getByRole('button', { name: 'Start a journal for Right knee strain, from My Case' }),
    );
    const form = await dialog('New Journal Entry');
    expect(form.getByRole('combobox', { name: /^Condition/ })).toHaveProperty(
      'value',
      'Right knee strain',
    );

    // No basis fits the name: the veteran is asked to choose.
    const kind = form.getByRole('combobox', { name: /^Kind of condition/ });
    expect(kind).toHaveProperty('value', '');
    await events.clear(form.getByRole('combobox', { name: /^Condition/ }));
    await events.type(form.getByRole('combobox', { name: /^Condition/ }), 'Right knee');
    await waitFor(() => expect(kind).toHaveProperty('value', 'knee'), { timeout: 2000 });
    expect(form.getByRole('radiogroup', { name: /how far could you bend/ })).toBeTruthy();
  });

  it('keeps a journal for a condition no kind fits, with the common questions only', async () => {
    const ringing = journalEntry({
      condition: 'Tinnitus',
      basis: 'other',
      fromDate: '2026-11-02',
      whatHappened: 'Ringing kept me up.',
    });
    const posted: unknown[] = [];
    serve({
      entries: [ringing],
      routes: {
        'GET /api/journal/summary': ok({
          condition: 'Tinnitus',
          basis: null,
          vaDecides: VA_DECIDES,
          levels: [],
        }),
        'POST /api/journal': async (request) => {
          posted.push(await request.json());
          return { status: 201, body: { ...ringing, safety: { level: 'none' } } };
        },
      },
    });
    const events = userEvent.setup();
    renderPage('/journal?condition=Hearing%20loss&new=1');
    const form = await dialog('New Journal Entry');
    const kind = form.getByRole('combobox', { name: /^Kind of condition/ });
    // The kinds are listed once the fit for the name has loaded: none fits it.
    expect(await within(kind).findByRole('option', { name: 'Migraine headaches' })).toBeTruthy();
    expect(kind).toHaveProperty('value', '');
    expect(describedText(kind)).toContain('For any other condition, choose Another kind');
    await events.selectOptions(kind, 'Another kind of condition');
    expect(form.queryByRole('group', { name: /What VA looks for/ })).toBeNull();
    await fill(events, form.getByRole('textbox', { name: /^What happened/ }), 'Could not bend.');
    await events.click(form.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ condition: 'Hearing loss', basis: 'other', fields: {} });

    expect(
      await screen.findByText(/Wingman has no questions yet for this kind of condition/),
    ).toBeTruthy();
    expect(screen.queryByText('VA decides the level')).toBeNull();
  });

  it('edits an entry and deletes one after asking', async () => {
    const put: unknown[] = [];
    const server = serve({
      routes: {
        [`PUT /api/journal/${KNEE.id}`]: async (request) => {
          put.push(await request.json());
          return ok({ ...KNEE, safety: { level: 'none' } });
        },
        [`DELETE /api/journal/${KNEE.id}`]: { status: 204 },
      },
    });
    const events = userEvent.setup();
    renderPage('/journal?condition=Left%20knee');
    await events.click(
      await screen.findByRole('button', {
        name: /^Edit the entry of Oct 02, 2026 – Oct 05, 2026, “/,
      }),
    );
    const form = await dialog('Edit Entry');
    expect(form.getByRole('radio', { name: 'about 30 degrees' })).toHaveProperty('checked', true);
    expect(form.getByRole('checkbox', { name: 'cane' })).toHaveProperty('checked', true);
    await events.click(form.getByRole('checkbox', { name: 'cane' }));
    await events.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({
      condition: 'Left knee',
      basis: 'knee',
      fromDate: '2026-10-02',
      toDate: '2026-10-05',
      fields: { flareUp: true, bendingLimitedTo: 'about 30 degrees', assistiveDevices: ['brace'] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Entry' })).toBeNull());

    await events.click(
      screen.getByRole('button', { name: /^Delete the entry of Oct 02, 2026 – Oct 05, 2026, “/ }),
    );
    const confirm = await dialog('Delete Entry');
    await events.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true),
    );
    expect((await findToast()).text).toContain('Entry deleted.');
  });

  it('offers the Crisis Line beside an answer that names thoughts of harm', async () => {
    serve();
    const events = userEvent.setup();
    renderPage('/journal?condition=PTSD&new=1');
    const form = await dialog('New Journal Entry');
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: /^Kind of condition/ })).toHaveProperty(
        'value',
        'mental-health',
      ),
    );
    expect(form.queryByRole('link', { name: '988 then press 1' })).toBeNull();
    await events.click(form.getByRole('checkbox', { name: 'suicidal ideation' }));
    expect(form.getByRole('link', { name: '988 then press 1' }).getAttribute('href')).toBe(
      'tel:988',
    );
  });

  it('drafts a statement from the entries, lets the veteran edit it and saves it to My Case', async () => {
    const migraine = claimedCondition('Migraine', { journal: 'Migraines' });
    const saved: unknown[] = [];
    serve({
      caseConditions: [claimedCondition('Tinnitus'), migraine],
      routes: {
        'GET /api/journal/statement-draft': (request) =>
          ok({ condition: conditionParam(request), text: draftText('Migraines', MIGRAINES) }),
        'POST /api/case/statements': async (request) => {
          saved.push(await request.json());
          return { status: 201, body: { id: 's1', safety: { level: 'none' } } };
        },
      },
    });
    const events = userEvent.setup();
    renderPage('/journal?condition=Migraines');
    await events.click(await screen.findByRole('button', { name: 'Draft My Statement' }));
    const text = await screen.findByRole('textbox', { name: 'Your statement' });
    const drafted = (text as HTMLTextAreaElement).value;
    // The entries' own dates and words, and nothing else.
    expect(drafted).toContain(
      'On July 4, 2026: Had to leave the cookout and lie down in a dark room.',
    );
    expect(drafted).toContain('On September 14–15, 2026: Could not get out of bed');
    // Every answer, as a sentence.
    expect(drafted).toContain(
      'It was severe. I had to stop what I was doing and lie down. I could do nothing at all until it passed. It lasted 30 hours. Time I lost from work: 2 days. Who saw it: My wife Ana.',
    );
    expect(drafted).toContain('I did not have to stop what I was doing and lie down.');
    expect(screen.getByRole('combobox', { name: /^Condition in My Case/ })).toHaveProperty(
      'value',
      migraine.id,
    );

    await events.click(text);
    await events.keyboard('{Control>}{End}{/Control}');
    await events.paste('\n\nMy neurologist is Dr. Lee.');
    await events.click(screen.getByRole('button', { name: 'Save to My Case' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      kind: 'personal',
      conditionId: migraine.id,
      elementKey: null,
      text: `${drafted}\n\nMy neurologist is Dr. Lee.`,
      witnessName: null,
      witnessRelationship: null,
    });
    const done = await screen.findByText(/Your statement is in My Case under Statements/);
    expect(done.textContent).toContain('for Migraine.');
    expect(done.textContent).toContain('VA Form 21-4138');
    expect(screen.getByRole('link', { name: 'Open My Case' }).getAttribute('href')).toBe('/case');
    expect(screen.queryByRole('textbox', { name: 'Your statement' })).toBeNull();
  });

  it('asks before discarding a draft, and keeps it when the veteran cancels', async () => {
    serve({
      routes: {
        'GET /api/journal/statement-draft': (request) =>
          ok({ condition: conditionParam(request), text: draftText('Migraines', MIGRAINES) }),
      },
    });
    const events = userEvent.setup();
    renderPage('/journal?condition=Migraines');
    await events.click(await screen.findByRole('button', { name: 'Draft My Statement' }));
    const text = await screen.findByRole('textbox', { name: 'Your statement' });
    const drafted = (text as HTMLTextAreaElement).value;

    // Even a draft left as Wingman wrote it is not thrown away on one click.
    await events.click(screen.getByRole('button', { name: 'Discard Draft' }));
    let ask = await dialog('Discard Draft');
    expect(ask.getByText(/Discard this draft\?/)).toBeTruthy();
    expect(document.activeElement).toBe(ask.getByRole('button', { name: 'Cancel' }));
    await events.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Your statement' })).toHaveProperty(
      'value',
      drafted,
    );

    await events.click(text);
    await events.paste(' My words.');
    await events.click(screen.getByRole('button', { name: 'Discard Draft' }));
    ask = await dialog('Discard Draft');
    expect(ask.getByText(/your edits would be lost/)).toBeTruthy();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((text as HTMLTextAreaElement).value).toContain('My words.');

    await events.click(screen.getByRole('button', { name: 'Discard Draft' }));
    await events.click((await dialog('Discard Draft')).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Your statement' })).toBeNull(),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Draft My Statement' }),
      ),
    );
  });

  it('clears a saved Yes/No answer from the keyboard, back to unanswered', async () => {
    const put: unknown[] = [];
    const [attack] = MIGRAINES;
    serve({
      routes: {
        [`PUT /api/journal/${attack!.id}`]: async (request) => {
          put.push(await request.json());
          return ok({ ...attack, safety: { level: 'none' } });
        },
      },
    });
    const events = userEvent.setup();
    renderPage('/journal?condition=Migraines');
    await events.click(
      await screen.findByRole('button', {
        name: /^Edit the entry of Sep 14, 2026 – Sep 15, 2026, “/,
      }),
    );
    const form = await dialog('Edit Entry');
    const question = 'Could you do nothing at all until it passed?';
    const group = within(form.getByRole('radiogroup', { name: question }));
    expect(group.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);

    const clear = form.getByRole('button', { name: `Clear answer to ${question}` });
    clear.focus();
    await events.keyboard('{Enter}');
    expect(group.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', false);
    expect(group.getByRole('radio', { name: 'No' })).toHaveProperty('checked', false);
    expect(form.queryByRole('button', { name: `Clear answer to ${question}` })).toBeNull();
    // Focus stays in the question, so the keyboard can answer it again or move on.
    expect(document.activeElement).toBe(group.getByRole('radio', { name: 'Yes' }));

    await events.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect((put[0] as { fields: unknown }).fields).toEqual({ prostrating: true, hoursLong: 30 });
  });

  it('asks a back the spine’s questions, and sends its answers', async () => {
    const posted: unknown[] = [];
    serve({
      entries: [],
      routes: {
        'POST /api/journal': async (request) => {
          posted.push(await request.json());
          return {
            status: 201,
            body: {
              ...journalEntry({
                condition: 'my back',
                basis: 'spine',
                fromDate: TODAY,
                whatHappened: 'Locked up.',
              }),
              safety: { level: 'none' },
            },
          };
        },
      },
    });
    const events = userEvent.setup();
    renderPage('/journal?condition=my%20back&new=1');
    const form = await dialog('New Journal Entry');
    const kind = form.getByRole('combobox', { name: /^Kind of condition/ });
    await waitFor(() => expect(kind).toHaveProperty('value', 'spine'));
    expect(within(kind).getByRole('option', { selected: true }).textContent).toMatch(
      /^Back and spine/,
    );
    const bend = within(
      form.getByRole('radiogroup', {
        name: 'About how far could you bend forward, compared with a back or neck that moves normally?',
      }),
    );
    expect(bend.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'all the way',
      'most of the way, but not all',
      'between a third and two thirds of the way',
      'a third of the way or less',
    ]);
    expect(form.getByRole('radiogroup', { name: 'Was this a flare-up?' })).toBeTruthy();
    expect(
      form.getByRole('radiogroup', { name: 'How often do flare-ups like this come?' }),
    ).toBeTruthy();
    expect(
      form.getByRole('radiogroup', { name: 'Did it hurt to bend, twist or turn?' }),
    ).toBeTruthy();
    expect(
      form.getByRole('radiogroup', { name: 'Did a doctor prescribe bed rest for it?' }),
    ).toBeTruthy();
    expect(
      form.getByRole('textbox', { name: 'How many days of bed rest did the doctor prescribe?' }),
    ).toBeTruthy();
    expect(
      form.getByRole('group', {
        name: 'Did pain, numbness or tingling spread into an arm or a leg?',
      }),
    ).toBeTruthy();
    // The knee's own questions are not asked.
    expect(form.queryByRole('radiogroup', { name: /bend the knee/ })).toBeNull();

    await events.click(bend.getByRole('radio', { name: 'a third of the way or less' }));
    await events.click(form.getByRole('checkbox', { name: 'left leg' }));
    await fill(events, form.getByRole('textbox', { name: /^What happened/ }), 'Locked up.');
    await events.click(form.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      condition: 'my back',
      basis: 'spine',
      fields: { forwardBend: 'a third of the way or less', radiatingInto: ['left leg'] },
    });
  });
});
