import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaseCondition } from '../../../contracts/case';
import { AUTO_FILL_MESSAGE_KEY, LOAD_CHAT_SESSION_KEY } from '../../lib/chat-handoff';
import { deferred, fakeServer } from '../../test/fake-server';
import { describedText, findToast, inDialog } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { CasePage } from './case-page';
import { caseOf, condition, element, quoteItem, SLEEP_STUDY_ID } from '../../test/case';

const ok = (body: unknown) => ({ status: 200, body });
const renderPage = () => renderApp(<CasePage />, { path: '/case' });
const card = async (name: string) => within(await screen.findByRole('article', { name }));

/** Sleep apnea secondary to PTSD: a diagnosis on record, a quote to confirm, an event to get. */
const sleepApnea = (changes: Partial<CaseCondition> = {}) =>
  condition('Sleep apnea', {
    id: '00000000-0000-4000-a000-00000000a001',
    basis: 'secondary',
    secondaryTo: 'PTSD',
    readiness: { done: 1, total: 3 },
    elements: [
      element('diagnosis', 'Current diagnosis', {
        status: 'in-record',
        items: [
          quoteItem('Obstructive sleep apnea, AHI 32.', {
            id: 'item-diagnosis',
            state: 'confirmed',
          }),
        ],
      }),
      element('nexus', 'Link to PTSD', {
        items: [
          quoteItem('PTSD at least as likely as not aggravates his sleep apnea.', {
            id: 'item-nexus',
            page: 7,
          }),
        ],
      }),
      element('in-service-event', 'Event in service', {
        nextEvidence: [
          {
            kind: 'service-records',
            title: 'Your service treatment records',
            how: 'Ask the National Personnel Records Center with Standard Form 180.',
            form: 'SF-180',
          },
          {
            kind: 'personal-statement',
            title: 'Your own statement',
            how: 'Say when your snoring began and who noticed it.',
            form: '21-4138',
          },
        ],
      }),
    ],
    ...changes,
  });

describe('my case', () => {
  it('loads, then says what My Case is and offers the conditions found in the record', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    fakeServer({ 'GET /api/case': () => answer.promise });
    const events = userEvent.setup();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Case' })).toBeTruthy();
    expect(screen.getByText('Loading your case...')).toBeTruthy();

    answer.resolve(
      ok(
        caseOf({
          suggestions: [
            {
              name: 'Tinnitus',
              basis: 'direct',
              secondaryTo: null,
              origin: 'decision',
              originDocumentId: '00000000-0000-4000-b000-000000000009',
              disabilityId: null,
              decisionDate: '2025-09-30',
              why: 'Denied in your decision letter, page 2',
              quote: { page: 2, text: 'Service connection for tinnitus is denied.' },
            },
          ],
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Your case is empty' })).toBeTruthy();
    expect(screen.getByText(/a diagnosis, an event in service and the link/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Packet' })).toBeNull();

    const found = await card('Tinnitus');
    expect(found.getByText('Denied in your decision letter, page 2')).toBeTruthy();
    expect(found.getByText(/Service connection for tinnitus is denied/)).toBeTruthy();

    await events.click(found.getByRole('button', { name: 'Add Tinnitus to your case' }));
    const dialog = inDialog('Add Condition');
    expect((dialog.getByRole('textbox', { name: /Condition/ }) as HTMLInputElement).value).toBe(
      'Tinnitus',
    );
    await events.selectOptions(
      dialog.getByRole('combobox', { name: /review of a decision/ }),
      'Higher-Level Review (VA Form 20-0996)',
    );
    expect((dialog.getByLabelText(/Decision date/) as HTMLInputElement).value).toBe('2025-09-30');
  });

  it('says when the case could not be loaded, and tries again', async () => {
    let reads = 0;
    fakeServer({
      'GET /api/case': () =>
        reads++ === 0 ? { status: 500, body: { message: 'Internal error' } } : ok(caseOf()),
    });
    const events = userEvent.setup();
    renderPage();

    expect(await screen.findByText('We could not load your case')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Your case is empty' })).toBeTruthy();
  });

  it('shows each element with its status in words, its quotes and what to get next', async () => {
    fakeServer({ 'GET /api/case': ok(caseOf({ conditions: [sleepApnea()] })) });
    renderPage();

    const apnea = await card('Sleep apnea');
    expect(apnea.getByRole('heading', { level: 3, name: 'Sleep apnea' })).toBeTruthy();
    expect(apnea.getByText('Secondary to PTSD')).toBeTruthy();
    expect(apnea.getByText('1 of 3 elements backed')).toBeTruthy();
    expect(apnea.queryByText('Ready')).toBeNull();

    const diagnosis = within(apnea.getByRole('region', { name: 'Current diagnosis' }));
    expect(diagnosis.getByText('In your records')).toBeTruthy();
    const onRecord = within(diagnosis.getByRole('group', { name: 'Sleep study.pdf, page 3' }));
    expect(onRecord.getByText('“Obstructive sleep apnea, AHI 32.”')).toBeTruthy();
    expect(onRecord.getByText('Confirmed')).toBeTruthy();

    const nexus = within(apnea.getByRole('region', { name: 'Link to PTSD' }));
    expect(nexus.getByText('Still to get')).toBeTruthy();
    const proposed = within(nexus.getByRole('group', { name: 'Sleep study.pdf, page 7' }));
    expect(
      proposed.getByRole('button', {
        name: 'Confirm: “PTSD at least as likely as not aggravates…” for Sleep apnea, Link to PTSD',
      }),
    ).toBeTruthy();
    expect(
      proposed.getByRole('button', {
        name: 'Not this: “PTSD at least as likely as not aggravates…” for Sleep apnea, Link to PTSD',
      }),
    ).toBeTruthy();

    const event = within(apnea.getByRole('region', { name: 'Event in service' }));
    expect(event.getByText('Still to get')).toBeTruthy();
    expect(event.getByRole('heading', { name: 'What to get next' })).toBeTruthy();
    const steps = event.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      'Your service treatment records (VA Form SF-180)Ask the National Personnel Records Center with Standard Form 180.',
      'Your own statement (VA Form 21-4138)Say when your snoring began and who noticed it.',
    ]);
    // A statement is offered only where one can back the element: not for a medical link.
    expect(
      event.getByRole('button', { name: 'Add a statement for Event in service' }),
    ).toBeTruthy();
    expect(nexus.queryByRole('button', { name: /^Add a statement/ })).toBeNull();
  });

  it('marks a condition whose every element is backed as Ready, and names its presumptive rule', async () => {
    fakeServer({
      'GET /api/case': ok(
        caseOf({
          conditions: [
            condition('Hypertension', {
              basis: 'presumptive',
              presumptiveRule: 'herbicide',
              ready: true,
              readiness: { done: 2, total: 2 },
            }),
          ],
        }),
      ),
    });
    renderPage();
    const hypertension = await card('Hypertension');
    expect(hypertension.getByText('Ready')).toBeTruthy();
    expect(hypertension.getByText('2 of 2 elements backed')).toBeTruthy();
    expect(hypertension.getByText('Presumptive: Herbicide agents (Agent Orange)')).toBeTruthy();
  });

  it('a Gulf War presumptive card says to file, or file an intent to file, before 31 Dec 2026 while the date is ahead', async () => {
    const gulfWarCase = () =>
      fakeServer({
        'GET /api/case': ok(
          caseOf({
            conditions: [
              condition('Chronic fatigue syndrome', {
                basis: 'presumptive',
                presumptiveRule: 'gulf-war',
              }),
              condition('Hypertension', { basis: 'presumptive', presumptiveRule: 'herbicide' }),
            ],
          }),
        ),
      });
    gulfWarCase();
    const view = renderApp(<CasePage today="2026-12-07" />, { path: '/case' });
    const fatigue = await card('Chronic fatigue syndrome');
    const notice = within(fatigue.getByTestId('file-before-notice'));
    expect(
      notice.getByText('File, or file an intent to file, before December 31, 2026'),
    ).toBeTruthy();
    expect(notice.getByText(/VA has not said which it applies/)).toBeTruthy();
    expect(notice.getByText(/last checked Dec 07, 2026/)).toBeTruthy();
    expect((await card('Hypertension')).queryByTestId('file-before-notice')).toBeNull();
    view.unmount();

    gulfWarCase();
    renderApp(<CasePage today="2026-12-31" />, { path: '/case' });
    expect((await card('Chronic fatigue syndrome')).queryByTestId('file-before-notice')).toBeNull();
  });

  it('names the decision review a condition goes into, with the date of the decision', async () => {
    fakeServer({
      'GET /api/case': ok(
        caseOf({
          conditions: [
            condition('Hypertension', {
              reviewLane: 'supplemental-claim',
              decisionDate: '2025-06-03',
            }),
          ],
        }),
      ),
    });
    renderPage();
    const hypertension = await card('Hypertension');
    expect(
      hypertension.getByText(
        'Supplemental Claim (VA Form 20-0995) of the decision of Jun 03, 2025',
      ),
    ).toBeTruthy();
  });

  it('edits a condition with PATCH and shows the change', async () => {
    const before = sleepApnea();
    const after = sleepApnea({ side: null, approximateStart: '2012' });
    let reads = 0;
    const server = fakeServer({
      'GET /api/case': () => ok(caseOf({ conditions: [reads++ === 0 ? before : after] })),
      [`PATCH /api/case/conditions/${before.id}`]: ok(after),
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit Sleep apnea' }));
    const dialog = inDialog('Edit Condition');
    expect((dialog.getByRole('textbox', { name: /Secondary to/ }) as HTMLInputElement).value).toBe(
      'PTSD',
    );
    await events.type(dialog.getByRole('textbox', { name: /When it began/ }), '2012');
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect((await findToast()).text).toContain('Condition updated.');
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(await patch!.json()).toMatchObject({
      name: 'Sleep apnea',
      basis: 'secondary',
      secondaryTo: 'PTSD',
      approximateStart: '2012',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Condition' })).toBeNull(),
    );
  });

  it('confirms a quote with the right body, shows it confirmed, and can take it back', async () => {
    const before = sleepApnea();
    const confirmed = sleepApnea({
      readiness: { done: 2, total: 3 },
      elements: before.elements.map((item) =>
        item.key === 'nexus'
          ? {
              ...item,
              status: 'in-record',
              items: item.items.map((quote) => ({ ...quote, state: 'confirmed' as const })),
            }
          : item,
      ),
    });
    let state: 'before' | 'confirmed' = 'before';
    const server = fakeServer({
      'GET /api/case': () => ok(caseOf({ conditions: [state === 'before' ? before : confirmed] })),
      [`PUT /api/case/conditions/${before.id}/evidence`]: () => {
        state = 'confirmed';
        return { status: 204 };
      },
      [`DELETE /api/case/conditions/${before.id}/evidence`]: () => {
        state = 'before';
        return { status: 204 };
      },
    });
    const events = userEvent.setup();
    renderPage();

    const nexus = within((await card('Sleep apnea')).getByRole('region', { name: 'Link to PTSD' }));
    await events.click(
      within(nexus.getByRole('group', { name: 'Sleep study.pdf, page 7' })).getByRole('button', {
        name: /^Confirm:/,
      }),
    );

    const put = server.requests.find((request) => request.method === 'PUT');
    const decision = {
      elementKey: 'nexus',
      documentId: SLEEP_STUDY_ID,
      page: 7,
      quote: 'PTSD at least as likely as not aggravates his sleep apnea.',
      state: 'confirmed',
    };
    expect(await put!.json()).toEqual(decision);
    await waitFor(() => expect(nexus.getByText('In your records')).toBeTruthy());
    expect((await card('Sleep apnea')).getByText('2 of 3 elements backed')).toBeTruthy();
    const answered = within(nexus.getByRole('group', { name: 'Sleep study.pdf, page 7' }));
    expect(answered.getByText('Confirmed')).toBeTruthy();
    expect(answered.queryByRole('button', { name: /^Confirm/ })).toBeNull();

    await events.click(
      answered.getByRole('button', {
        name: 'Undo: “PTSD at least as likely as not aggravates…” for Sleep apnea, Link to PTSD',
      }),
    );
    const undo = server.requests.find((request) => request.method === 'DELETE');
    expect(await undo!.json()).toEqual(decision);
    await waitFor(() => expect(nexus.getByRole('button', { name: /^Confirm:/ })).toBeTruthy());
  });

  it('names each Confirm and Not this by its quote and condition, so they can be told apart', async () => {
    const knee = condition('Knee', {
      side: 'left',
      elements: [
        element('diagnosis', 'A current diagnosis', {
          items: [quoteItem('Left knee: patellofemoral pain syndrome.', { id: 'item-knee' })],
        }),
      ],
    });
    fakeServer({ 'GET /api/case': ok(caseOf({ conditions: [sleepApnea(), knee] })) });
    renderPage();
    await card('Knee (left)');

    const confirms = screen.getAllByRole('button', { name: /^Confirm:/ });
    expect(confirms.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Confirm: “PTSD at least as likely as not aggravates…” for Sleep apnea, Link to PTSD',
      'Confirm: “Left knee: patellofemoral pain syndrome.” for Knee (left), A current diagnosis',
    ]);
    // Still the one word on screen, which a voice-control user says to press it.
    expect(confirms.map((button) => button.textContent)).toEqual(['Confirm', 'Confirm']);
    expect(
      screen.getByRole('button', {
        name: 'Not this: “Left knee: patellofemoral pain syndrome.” for Knee (left), A current diagnosis',
      }),
    ).not.toBe(
      screen.getByRole('button', {
        name: 'Not this: “PTSD at least as likely as not aggravates…” for Sleep apnea, Link to PTSD',
      }),
    );
  });

  it('says "Not this" with a rejected answer', async () => {
    const apnea = sleepApnea();
    const server = fakeServer({
      'GET /api/case': ok(caseOf({ conditions: [apnea] })),
      [`PUT /api/case/conditions/${apnea.id}/evidence`]: { status: 204 },
    });
    const events = userEvent.setup();
    renderPage();

    const nexus = within((await card('Sleep apnea')).getByRole('region', { name: 'Link to PTSD' }));
    await events.click(nexus.getByRole('button', { name: /^Not this:/ }));
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(await put!.json()).toMatchObject({ elementKey: 'nexus', page: 7, state: 'rejected' });
  });

  it('lists the symptom journal as the veteran’s own record, opening its entries', async () => {
    const migraine = condition('Migraine', {
      elements: [
        element('diagnosis', 'A current diagnosis', {
          items: [
            quoteItem('', {
              kind: 'symptom-journal',
              state: 'confirmed',
              documentId: null,
              documentName: null,
              page: null,
              quote: null,
              journalCondition: 'Migraines & auras',
              label: 'Symptom journal: 3 entries, Mar 03 – Sep 15, 2026',
            }),
          ],
        }),
      ],
    });
    fakeServer({ 'GET /api/case': ok(caseOf({ conditions: [migraine] })) });
    renderPage();
    const diagnosis = within(
      (await card('Migraine')).getByRole('region', { name: 'A current diagnosis' }),
    );
    const link = diagnosis.getByRole('link', {
      name: 'Symptom journal: 3 entries, Mar 03 – Sep 15, 2026',
    });
    expect(link.getAttribute('href')).toBe('/journal?condition=Migraines+%26+auras');
    // Nothing to confirm: it is the veteran's own.
    expect(diagnosis.queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });

  it("shows a service history that fits a presumptive rule, and one that does not, each opening the Profile's service history", async () => {
    const serviceProof = {
      kind: 'service-records' as const,
      title: 'Records of where and when you served',
      how: 'Your DD-214 and personnel records show your dates, places and duties.',
      form: 'SF-180',
    };
    const meets =
      'Your service history meets this rule: Kuwait, 1 Jan 1991 – 30 Jun 1991: inside the period from Aug 2, 1990';
    const sinusitis = condition('Chronic sinusitis', {
      basis: 'presumptive',
      presumptiveRule: 'particulate-matter',
      elements: [
        element('qualifying-service', 'Qualifying service', {
          status: 'fits-rule',
          items: [
            quoteItem('', {
              kind: 'service-history',
              state: 'confirmed',
              documentId: null,
              documentName: null,
              page: null,
              quote: null,
              label: meets,
            }),
          ],
          nextEvidence: [serviceProof],
        }),
      ],
    });
    const nearMiss =
      'Your service history does not meet this rule: Kuwait, 1 Jan 1989 – 30 Jun 1989: ended before the period from Aug 2, 1990 began on 2 Aug 1990.';
    const asthma = condition('Asthma', {
      basis: 'presumptive',
      presumptiveRule: 'particulate-matter',
      elements: [
        element('qualifying-service', 'Qualifying service', {
          serviceHistoryNote: nearMiss,
          nextEvidence: [serviceProof],
        }),
      ],
    });
    fakeServer({ 'GET /api/case': ok(caseOf({ conditions: [sinusitis, asthma] })) });
    renderPage();

    const fits = within(
      (await card('Chronic sinusitis')).getByRole('region', { name: 'Qualifying service' }),
    );
    expect(fits.getByText('Fits the rule: send proof')).toBeTruthy();
    expect(fits.queryByText('Still to get')).toBeNull();
    expect(fits.getByRole('link', { name: meets }).getAttribute('href')).toBe(
      '/profile#service-history',
    );
    expect(fits.getByRole('heading', { name: 'What to get next' })).toBeTruthy();
    expect(fits.getByText('Records of where and when you served (VA Form SF-180)')).toBeTruthy();
    // The veteran's own saved facts: nothing to confirm.
    expect(fits.queryByRole('button', { name: /^Confirm/ })).toBeNull();

    const misses = within(
      (await card('Asthma')).getByRole('region', { name: 'Qualifying service' }),
    );
    expect(misses.getByText('Still to get')).toBeTruthy();
    expect(misses.getByText(nearMiss, { exact: false })).toBeTruthy();
    expect(
      misses.getByRole('link', { name: 'Open your service history' }).getAttribute('href'),
    ).toBe('/profile#service-history');
  });

  it('adds a condition by hand, checked by the shared schema', async () => {
    const added = condition('Left knee strain', { side: 'left' });
    let reads = 0;
    const server = fakeServer({
      'GET /api/case': () => ok(caseOf({ conditions: reads++ === 0 ? [] : [added] })),
      'POST /api/case/conditions': { status: 201, body: added },
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Add Your First Condition' }));
    const dialog = inDialog('Add Condition');
    const name = dialog.getByRole('textbox', { name: /Condition/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    await events.selectOptions(
      dialog.getByRole('combobox', { name: /How it is tied to service/ }),
      'Secondary to a service-connected condition',
    );
    await events.click(dialog.getByRole('button', { name: 'Add Condition' }));
    expect(describedText(name)).toContain('Condition is required');
    await events.type(name, 'Left knee strain');
    await events.click(dialog.getByRole('button', { name: 'Add Condition' }));
    const secondaryTo = dialog.getByRole('textbox', { name: /Secondary to/ });
    expect(describedText(secondaryTo)).toContain('Name the service-connected condition');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await events.selectOptions(
      dialog.getByRole('combobox', { name: /How it is tied to service/ }),
      'Direct service connection',
    );
    await events.selectOptions(dialog.getByRole('combobox', { name: /Side/ }), 'Left');
    await events.type(dialog.getByRole('textbox', { name: /When it began/ }), '2009');
    const explanation = dialog.getByRole('textbox', { name: /How it relates/ });
    await events.type(explanation, 'Hurt on a ruck march');
    expect(describedText(explanation)).toContain('20 of 4000 characters');
    await events.click(dialog.getByRole('button', { name: 'Add Condition' }));

    expect((await findToast()).text).toContain('Left knee strain is in your case.');
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({
      name: 'Left knee strain',
      basis: 'direct',
      secondaryTo: null,
      presumptiveRule: null,
      disabilityId: null,
      side: 'left',
      approximateStart: '2009',
      explanation: 'Hurt on a ruck march',
      reviewLane: null,
      decisionDate: null,
      origin: 'manual',
      originDocumentId: null,
    });
    expect(await screen.findByRole('article', { name: 'Left knee strain (left)' })).toBeTruthy();
  });

  it('offers the presumptive rules by name and sends the chosen rule', async () => {
    const added = condition('Asthma', {
      basis: 'presumptive',
      presumptiveRule: 'particulate-matter',
    });
    const server = fakeServer({
      'GET /api/case': ok(caseOf()),
      'POST /api/case/conditions': { status: 201, body: added },
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Add Your First Condition' }));
    const dialog = inDialog('Add Condition');
    await events.type(dialog.getByRole('textbox', { name: /Condition/ }), 'Asthma');
    await events.selectOptions(
      dialog.getByRole('combobox', { name: /How it is tied to service/ }),
      'Presumptive',
    );
    const rule = dialog.getByRole('combobox', { name: /Presumptive rule/ });
    await events.click(dialog.getByRole('button', { name: 'Add Condition' }));
    expect(describedText(rule)).toContain('Choose the presumptive rule');

    await events.selectOptions(rule, 'Burn pits and other airborne hazards (PACT Act)');
    await events.click(dialog.getByRole('button', { name: 'Add Condition' }));
    await findToast();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toMatchObject({
      basis: 'presumptive',
      presumptiveRule: 'particulate-matter',
    });
  });

  it('adds a personal or witness statement for an element, with a counter', async () => {
    const apnea = sleepApnea();
    const server = fakeServer({
      'GET /api/case': ok(caseOf({ conditions: [apnea] })),
      'POST /api/case/statements': { status: 201, body: { safety: { level: 'none' } } },
    });
    const events = userEvent.setup();
    renderPage();

    const event = within(
      (await card('Sleep apnea')).getByRole('region', { name: 'Event in service' }),
    );
    await events.click(event.getByRole('button', { name: 'Add a statement for Event in service' }));
    const dialog = inDialog('Add a Statement');
    const text = dialog.getByRole('textbox', { name: /Statement/ });
    expect(describedText(text)).toContain('0 of 20000 characters');
    await events.click(dialog.getByRole('radio', { name: /A witness/ }));
    await events.type(text, 'He snored from 2010.');
    expect(describedText(text)).toContain('20 of 20000 characters');
    await events.click(dialog.getByRole('button', { name: 'Add Statement' }));
    expect(describedText(dialog.getByRole('textbox', { name: /Witness name/ }))).toContain(
      'Name the witness',
    );

    await events.type(dialog.getByRole('textbox', { name: /Witness name/ }), 'Maria Diaz');
    await events.type(dialog.getByRole('textbox', { name: /Relationship/ }), 'spouse');
    await events.click(dialog.getByRole('button', { name: 'Add Statement' }));
    expect((await findToast()).text).toContain('Statement added to your case.');
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({
      kind: 'witness',
      conditionId: apnea.id,
      elementKey: 'in-service-event',
      text: 'He snored from 2010.',
      witnessName: 'Maria Diaz',
      witnessRelationship: 'spouse',
    });
  });

  it('asks Wingman what a condition is missing in a new chat', async () => {
    const server = fakeServer({
      'GET /api/case': ok(caseOf({ conditions: [sleepApnea()] })),
      'POST /api/chat/sessions': {
        status: 201,
        body: {
          id: '4a6f9a52-0a43-4d1e-9d1b-3d2f1c0b9e07',
          title: 'What am I missing for Sleep apnea?',
          createdAt: '2026-03-10T14:00:00.000Z',
          updatedAt: '2026-03-10T14:00:00.000Z',
        },
      },
    });
    const events = userEvent.setup();
    const { location } = renderPage();

    await events.click(
      await screen.findByRole('button', { name: 'Ask Wingman what Sleep apnea is missing' }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({ title: 'What am I missing for Sleep apnea?' });
    expect(localStorage.getItem(LOAD_CHAT_SESSION_KEY)).toBe(
      '4a6f9a52-0a43-4d1e-9d1b-3d2f1c0b9e07',
    );
    expect(localStorage.getItem(AUTO_FILL_MESSAGE_KEY)).toBe('What am I missing for Sleep apnea?');
    localStorage.clear();
  });

  it('asks before deleting a condition', async () => {
    const apnea = sleepApnea();
    let reads = 0;
    const server = fakeServer({
      'GET /api/case': () => ok(caseOf({ conditions: reads++ === 0 ? [apnea] : [] })),
      [`DELETE /api/case/conditions/${apnea.id}`]: { status: 204 },
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Delete Sleep apnea' }));
    const dialog = inDialog('Delete Condition');
    await waitFor(() =>
      expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Cancel' })),
    );
    await events.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Condition' })).toBeNull(),
    );
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await events.click(screen.getByRole('button', { name: 'Delete Sleep apnea' }));
    await events.click(inDialog('Delete Condition').getByRole('button', { name: 'Delete' }));
    expect((await findToast()).text).toContain('Condition removed from your case.');
    expect(await screen.findByRole('heading', { name: 'Your case is empty' })).toBeTruthy();
  });

  it('keeps private providers for the records request', async () => {
    const apnea = sleepApnea();
    const server = fakeServer({
      'GET /api/case': ok(caseOf({ conditions: [apnea] })),
      'POST /api/case/providers': { status: 201, body: {} },
    });
    const events = userEvent.setup();
    renderPage();

    const providers = within(await screen.findByRole('region', { name: 'Private Providers' }));
    expect(providers.getByText('No private providers yet.')).toBeTruthy();
    await events.click(providers.getByRole('button', { name: 'Add Provider' }));
    const dialog = inDialog('Add Provider');
    await events.type(
      dialog.getByRole('textbox', { name: /Doctor, clinic or hospital/ }),
      'Valley Sleep Clinic',
    );
    await events.type(dialog.getByRole('textbox', { name: /City/ }), 'Tucson');
    await events.type(dialog.getByLabelText(/Treated from/), '2019-04-01');
    await events.click(dialog.getByRole('checkbox', { name: 'Sleep apnea' }));
    await events.click(dialog.getByRole('button', { name: 'Add Provider' }));

    expect((await findToast()).text).toContain('Provider added.');
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({
      name: 'Valley Sleep Clinic',
      street: null,
      city: 'Tucson',
      state: null,
      postalCode: null,
      country: null,
      treatmentFrom: '2019-04-01',
      treatmentTo: null,
      conditionIds: [apnea.id],
    });
  });

  it('lists every statement with who it is from and what it backs, and deletes one when asked', async () => {
    const apnea = sleepApnea();
    const statement = {
      id: '00000000-0000-4000-c000-000000000001',
      kind: 'witness' as const,
      conditionId: apnea.id,
      elementKey: 'in-service-event',
      text: 'I shared a tent with him in 2008.\nHe snored so loud we moved him.',
      witnessName: 'Ana Reyes',
      witnessRelationship: 'sister',
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    let reads = 0;
    const server = fakeServer({
      'GET /api/case': () =>
        ok(caseOf({ conditions: [apnea], statements: reads++ === 0 ? [statement] : [] })),
      [`DELETE /api/case/statements/${statement.id}`]: { status: 204 },
    });
    const events = userEvent.setup();
    renderPage();

    const listed = await card('Statement of Ana Reyes (sister)');
    expect(listed.getByText('For Sleep apnea: event in service')).toBeTruthy();
    expect(listed.getByText(/I shared a tent with him in 2008\./)).toBeTruthy();

    await events.click(
      listed.getByRole('button', { name: 'Delete statement of Ana Reyes (sister)' }),
    );
    await events.click(inDialog('Delete Statement').getByRole('button', { name: 'Delete' }));
    expect((await findToast()).text).toContain('Statement removed.');
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Statements' })).toBeNull());
  });
});
