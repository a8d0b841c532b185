import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Disability } from '../../../contracts/disabilities';
import { AUTO_ATTACH_DISABILITY_KEY } from '../../lib/chat-handoff';
import { deferred, fakeServer } from '../../test/fake-server';
import { describedText, findToast, inDialog } from '../../test/queries';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import { renderApp } from '../../test/render-app';
import { CurrentDisabilitiesPage } from './current-disabilities-page';
import { disability } from '../../test/disabilities';
import { kneeCondition, ptsdCondition, ptsdGuidance } from './test-fixtures';

const TODAY = '2026-03-15';
const ok = (body: unknown) => ({ status: 200, body });
/** The fake server with the profile the screen reads its dependents from (none given). */
const serve = (routes: Parameters<typeof fakeServer>[0]) =>
  fakeServer({ 'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS), ...routes });

const renderPage = () =>
  renderApp(<CurrentDisabilitiesPage today={TODAY} />, { path: '/current-disabilities' });

/** GET /api/disabilities answering each list in turn, then the last one again. */
const listsInTurn = (...lists: Disability[][]) => {
  let call = 0;
  return () => ok(lists[Math.min(call++, lists.length - 1)]);
};

const combinedPanel = () => within(screen.getByRole('region', { name: 'Combined Rating' }));

/** Opens one of the combined-rating panel's disclosures and returns what it shows. */
const openPanelDetails = async (name: string | RegExp) => {
  await userEvent.setup().click(combinedPanel().getByRole('button', { name }));
  return (await combinedPanel().findByRole('region', { name })).textContent ?? '';
};

describe('current disabilities', () => {
  it('shows the title, a loader, then the empty state with a way to add the first one', async () => {
    const list = deferred<ReturnType<typeof ok>>();
    serve({ 'GET /api/disabilities': () => list.promise });
    const events = userEvent.setup();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Current Disabilities' })).toBeTruthy();
    expect(screen.getByText('Track your rated disabilities and upgrade requirements')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');

    list.resolve(ok([]));
    expect(await screen.findByRole('heading', { name: 'No Disabilities Added' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Combined Rating' })).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Add Your First Disability' }));
    expect(screen.getByRole('dialog', { name: 'Add Current Disability' })).toBeTruthy();
  });

  it('checks the add form with the shared schema messages and sends nothing', async () => {
    const server = serve({ 'GET /api/disabilities': ok([]) });
    const events = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No Disabilities Added' });

    await events.click(screen.getByRole('button', { name: 'Add Disability' }));
    const dialog = inDialog('Add Current Disability');
    const name = dialog.getByRole('combobox', { name: /Disability Name/ });
    expect(name.getAttribute('placeholder')).toMatch(/PTSD.*Tinnitus.*Lower Back Condition/);
    await events.click(dialog.getByRole('button', { name: 'Add Disability' }));

    expect(describedText(name)).toContain('Disability name is required');
    const rating = dialog.getByRole('textbox', { name: /Current Rating Percentage/ });
    expect(describedText(rating)).toContain('Required');
    expect(document.activeElement).toBe(name);

    await events.type(name, 'Tinnitus');
    await events.type(rating, '45');
    await events.click(dialog.getByRole('button', { name: 'Add Disability' }));
    expect(describedText(rating)).toContain('Rating must be a multiple of 10');
    expect(describedText(name)).not.toContain('required');

    const posts = server.requests.filter((request) => request.method === 'POST');
    expect(posts).toEqual([]);
  });

  it('suggests VA conditions, keeps the chosen code, posts, refetches and closes', async () => {
    const added = disability('Posttraumatic stress disorder', 70, { diagnosticCode: '9411' });
    const addAnswer = deferred<{ status: number; body: unknown }>();
    const server = serve({
      'GET /api/disabilities': listsInTurn([], [added]),
      'GET /api/conditions': ok([ptsdCondition]),
      'POST /api/disabilities': () => addAnswer.promise,
    });
    const events = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No Disabilities Added' });

    await events.click(screen.getByRole('button', { name: 'Add Disability' }));
    const dialog = inDialog('Add Current Disability');
    await events.type(dialog.getByRole('combobox', { name: /Disability Name/ }), 'ptsd');

    const suggestions = await screen.findByRole('listbox', { name: /Disability Name/ });
    await events.click(await within(suggestions).findByRole('option', { name: /Posttraumatic/ }));
    const name = dialog.getByRole('combobox', { name: /Disability Name/ }) as HTMLInputElement;
    expect(name.value).toBe('Posttraumatic stress disorder');
    expect(describedText(name)).toContain('diagnostic code 9411');
    const search = server.requests.find((request) => request.url.includes('/api/conditions'));
    expect(new URL(search!.url).searchParams.get('q')).toBe('ptsd');
    // PTSD is not a condition of an arm or a leg: no side to choose.
    expect(dialog.queryByRole('radiogroup', { name: /Side/ })).toBeNull();

    await events.type(dialog.getByRole('textbox', { name: /Current Rating Percentage/ }), '70');
    await events.click(dialog.getByRole('button', { name: 'Add Disability' }));

    expect(await dialog.findByRole('button', { name: 'Adding...' })).toBeTruthy();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({
      name: 'Posttraumatic stress disorder',
      currentPercentage: 70,
      diagnosticCode: '9411',
      side: null,
      spineSegment: null,
    });

    addAnswer.resolve({ status: 201, body: added });
    const { text, tone } = await findToast();
    expect(text).toContain('Success');
    expect(text).toContain('Disability added successfully.');
    expect(tone).toBe('success');
    expect(
      await screen.findByRole('article', { name: 'Posttraumatic stress disorder' }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add Current Disability' })).toBeNull();
    expect(server.requests.filter((r) => r.url.endsWith('/api/disabilities'))).toHaveLength(3);
  });

  it('typing after choosing a suggestion drops its code; a side can be chosen', async () => {
    const server = serve({
      'GET /api/disabilities': ok([]),
      'GET /api/conditions': ok([kneeCondition]),
      'POST /api/disabilities': { status: 201, body: disability('Left knee', 10) },
    });
    const events = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No Disabilities Added' });
    await events.click(screen.getByRole('button', { name: 'Add Disability' }));
    const dialog = inDialog('Add Current Disability');
    const name = dialog.getByRole('combobox', { name: /Disability Name/ });

    await events.type(name, 'knee');
    await events.click(await screen.findByRole('option', { name: /Knee, limitation of flexion/ }));
    expect(describedText(name)).toContain('diagnostic code 5260');
    await events.type(name, ' (left)');
    expect(describedText(name)).not.toContain('5260');

    await events.click(dialog.getByRole('radio', { name: 'Left' }));
    await events.type(dialog.getByRole('textbox', { name: /Current Rating Percentage/ }), '10');
    await events.click(dialog.getByRole('button', { name: 'Add Disability' }));

    await findToast();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({
      name: 'Knee, limitation of flexion (left)',
      currentPercentage: 10,
      diagnosticCode: null,
      side: 'left',
      spineSegment: null,
    });
  });

  it('on failure keeps the dialog open with the error toast and the server field errors', async () => {
    serve({
      'GET /api/disabilities': ok([]),
      'POST /api/disabilities': {
        status: 400,
        body: {
          message: 'Please check the highlighted fields.',
          errors: [{ path: 'name', message: 'Disability name must be at most 200 characters' }],
        },
      },
    });
    const events = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No Disabilities Added' });
    await events.click(screen.getByRole('button', { name: 'Add Disability' }));
    const dialog = inDialog('Add Current Disability');
    await events.type(dialog.getByRole('combobox', { name: /Disability Name/ }), 'Tinnitus');
    await events.type(dialog.getByRole('textbox', { name: /Current Rating Percentage/ }), '10');
    await events.click(dialog.getByRole('button', { name: 'Add Disability' }));

    const { text, tone } = await findToast();
    expect(text).toContain('Error');
    expect(text).toContain('Failed to add disability. Please try again.');
    expect(tone).toBe('destructive');
    expect(describedText(dialog.getByRole('combobox', { name: /Disability Name/ }))).toContain(
      'Disability name must be at most 200 characters',
    );
  });

  it('asks before deleting, deletes, and the combined rating follows the list', async () => {
    const ptsd = disability('PTSD', 60);
    const back = disability('Lower back strain', 40);
    const knee = disability('Right knee', 20);
    const server = serve({
      'GET /api/disabilities': listsInTurn([ptsd, back, knee], [back, knee]),
      [`DELETE /api/disabilities/${ptsd.id}`]: { status: 204 },
    });
    const events = userEvent.setup();
    renderPage();

    await screen.findByRole('article', { name: 'PTSD' });
    expect(combinedPanel().getByTestId('combined-rating').textContent).toBe('80%');
    expect(combinedPanel().getByText(/Exact combined value/).textContent).toContain('81');

    await events.click(screen.getByRole('button', { name: 'Delete PTSD' }));
    const confirm = inDialog('Remove Disability');
    await events.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await events.click(screen.getByRole('button', { name: 'Delete PTSD' }));
    await events.click(inDialog('Remove Disability').getByRole('button', { name: 'Remove' }));

    const { text } = await findToast();
    expect(text).toContain('Disability removed successfully.');
    // 40 and 20 combine to 52, which rounds to 50.
    await waitFor(() =>
      expect(combinedPanel().getByTestId('combined-rating').textContent).toBe('50%'),
    );
    expect(screen.queryByRole('article', { name: 'PTSD' })).toBeNull();
  });

  it('says so when a delete fails', async () => {
    const ptsd = disability('PTSD', 60);
    serve({
      'GET /api/disabilities': ok([ptsd]),
      [`DELETE /api/disabilities/${ptsd.id}`]: { status: 500, body: { message: 'boom' } },
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(await screen.findByRole('button', { name: 'Delete PTSD' }));
    await events.click(inDialog('Remove Disability').getByRole('button', { name: 'Remove' }));

    const { text, tone } = await findToast();
    expect(text).toContain('Failed to remove disability. Please try again.');
    expect(tone).toBe('destructive');
    expect(screen.getByRole('article', { name: 'PTSD' })).toBeTruthy();
  });

  it('shows the math step by step, with the bilateral factor explained', async () => {
    serve({
      'GET /api/disabilities': ok([
        disability('PTSD', 60),
        disability('Tinnitus', 20),
        disability('Left knee', 10, { side: 'left' }),
        disability('Right knee', 10, { side: 'right' }),
      ]),
    });
    const events = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'PTSD' });
    const panel = combinedPanel();

    // 38 CFR 4.26's own example: 60, 20 and both knees at 10 → 74 → 70.
    expect(panel.getByTestId('combined-rating').textContent).toBe('70%');
    await events.click(panel.getByText('Show the math'));
    const steps = within(await panel.findByRole('list', { name: 'Combination steps' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      '60% → 60',
      '+ 21% (both sides, with the bilateral factor) of the remaining 40 → 68Bilateral',
      '+ 20% of the remaining 32 → 74',
    ]);
    expect(panel.getByText(/Bilateral factor/).parentElement?.textContent).toContain(
      'combine to 19, plus 10% (1.9) = 21',
    );
    expect(
      within(panel.getByRole('region', { name: 'Show the math' })).getByText(/38 CFR 4.25/),
    ).toBeTruthy();
  });

  it('shows the next step, TDIU status and pay for a veteran alone', async () => {
    serve({
      'GET /api/disabilities': ok([disability('PTSD', 50), disability('Back', 30)]),
    });
    renderPage();
    await screen.findByRole('article', { name: 'PTSD' });
    const panel = combinedPanel();
    const text = await openPanelDetails('What would reach 80%');

    // 50 and 30 combine to 65 → 70; raising PTSD to 70 gives 79 → 80; a new 30% gives 76 → 80.
    expect(text).toContain('needs to reach 75; it is 65 now');
    expect(text).toContain('Raising PTSD from 50% to 70% gives a combined value of 79, rated 80%');
    expect(text).toContain(
      'A new rating of 30% for another condition gives a combined value of 76',
    );
    const tdiu = await openPanelDetails('Individual Unemployability (TDIU)');
    expect(tdiu).toContain(
      'Your ratings meet the schedular threshold of 38 CFR 4.16(a): two or more disabilities',
    );
    expect(tdiu).toMatch(/Assumption: Uses the rounded combined rating/);
    // 2026 rates (effective Dec 01, 2025) at 70%, with the one standard note instead of doubts.
    expect(panel.getByTestId('monthly-compensation').textContent).toBe('$1,808.45');
    expect(panel.getByTestId('rule-check-note').textContent).toContain('VA.gov compensation rates');
    expect(await openPanelDetails('Sources')).toContain('2026 rates, effective Dec 01, 2025');
    expect(panel.queryByText(/not (been )?verified|not confirmed/)).toBeNull();
  });

  it('pays the household saved on Profile & Settings and shows how VA’s tables add up', async () => {
    fakeServer({
      'GET /api/disabilities': ok([disability('PTSD', 50), disability('Back', 30)]),
      'GET /api/profile': ok({ ...SPEC_PROFILE_DEFAULTS, married: true, childrenUnder18: 2 }),
    });
    renderPage();
    await screen.findByRole('article', { name: 'PTSD' });
    const panel = combinedPanel();

    // 2026, 70%: with a spouse and a child $2,074.45, plus $76.00 for the second child.
    await waitFor(() =>
      expect(panel.getByTestId('monthly-compensation').textContent).toBe('$2,150.45'),
    );
    expect(
      panel.getByText(
        'For 70% with a spouse and 2 children under 18, as saved on Profile & Settings, 2026 rates.',
      ),
    ).toBeTruthy();
    const computation = within(panel.getByRole('list', { name: /^How it adds up in VA/ }));
    expect(computation.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Basic rate, veteran with a spouse and a child: $2,074.45',
      '1 more child under 18 × $76.00: $76.00',
      'Total: $2,150.45',
    ]);
    // The what-if pays the household too: 80% with a spouse and 2 children is $2,493.15.
    expect(await openPanelDetails('What would reach 80%')).toContain(
      'about $342.70 more a month for your household',
    );
  });

  it('from 1 Dec 2026 says every amount is from the 2026 table while the 2027 one is not loaded', async () => {
    fakeServer({
      'GET /api/disabilities': ok([disability('PTSD', 50), disability('Back', 30)]),
      'GET /api/profile': ok({ ...SPEC_PROFILE_DEFAULTS, married: true, childrenUnder18: 1 }),
    });
    renderApp(<CurrentDisabilitiesPage today="2026-12-07" />, { path: '/current-disabilities' });
    await screen.findByRole('article', { name: 'PTSD' });
    const panel = combinedPanel();

    await waitFor(() =>
      expect(panel.getByTestId('monthly-compensation').textContent).toBe('$2,074.45'),
    );
    const note =
      "VA's 2027 rates took effect on December 1, 2026 and Wingman has not loaded them yet, so this amount is from the 2026 rates, the previous table; VA's amount is likely a little higher.";
    expect(panel.getByTestId('previous-rates-table').textContent).toBe(note);
    // The what-if amounts say so too.
    expect(await openPanelDetails('What would reach 80%')).toContain(note);
  });

  it('before 1 Dec 2026 the 2026 table is the real one and says nothing more', async () => {
    serve({ 'GET /api/disabilities': ok([disability('PTSD', 50), disability('Back', 30)]) });
    renderApp(<CurrentDisabilitiesPage today="2026-11-30" />, { path: '/current-disabilities' });
    await screen.findByRole('article', { name: 'PTSD' });
    expect(combinedPanel().getByTestId('monthly-compensation').textContent).toBe('$1,808.45');
    expect(combinedPanel().queryByTestId('previous-rates-table')).toBeNull();
  });

  it('with no dependents saved, says the amount is for a veteran alone and where to add them', async () => {
    serve({ 'GET /api/disabilities': ok([disability('PTSD', 50), disability('Back', 30)]) });
    renderPage();
    await screen.findByRole('article', { name: 'PTSD' });
    const panel = combinedPanel();

    expect(panel.getByTestId('monthly-compensation').textContent).toBe('$1,808.45');
    expect(panel.getByText(/For a veteran alone at 70%/)).toBeTruthy();
    expect(
      await panel.findByText(/VA pays more for a spouse, children and dependent parents/),
    ).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Go to Profile & Settings' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('only proposes raises to levels the condition’s code has', async () => {
    serve({
      'GET /api/disabilities': ok([
        disability('PTSD', 50, { diagnosticCode: '9411', ratingLevels: [0, 10, 30, 50, 70, 100] }),
        disability('Lower back', 20),
        disability('Tinnitus', 10, { diagnosticCode: '6260', ratingLevels: [10] }),
      ]),
    });
    renderPage();
    await screen.findByRole('article', { name: 'PTSD' });
    const text = await openPanelDetails(/What would reach/);
    expect(text).toContain('Raising');
    expect(text).not.toContain('PTSD from 50% to 60%');
    expect(text).not.toContain('Tinnitus from 10%');
  });

  it('says what TDIU still needs, and that 100% is the top', async () => {
    serve({ 'GET /api/disabilities': ok([disability('Back', 30)]) });
    const { queryClient } = renderPage();
    await screen.findByRole('article', { name: 'Back' });
    expect(await openPanelDetails('Individual Unemployability (TDIU)')).toContain(
      'Not yet at the schedular thresholds of 38 CFR 4.16(a): needs one disability at 40% or more (the highest is 30%); combined rating is 30%, needs 70% — or one disability at 60% or more',
    );

    queryClient.setQueryData(['disabilities'], [disability('PTSD', 90), disability('Back', 50)]);
    await waitFor(() =>
      expect(combinedPanel().getByTestId('combined-rating').textContent).toBe('100%'),
    );
    expect(combinedPanel().getByText(/100% is the highest combined rating/)).toBeTruthy();
    expect(combinedPanel().getByRole('region', { name: /TDIU/ }).textContent).toContain(
      'already 100%',
    );
  });

  it('opens upgrade guidance once it has loaded, with the current level marked', async () => {
    const ptsd = disability('PTSD', 50, { diagnosticCode: '9411' });
    const answer = deferred<{ status: number; body: unknown }>();
    serve({
      'GET /api/disabilities': ok([ptsd, disability('Tinnitus', 10)]),
      [`GET /api/disabilities/${ptsd.id}/guidance`]: () => answer.promise,
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(
      await screen.findByRole('button', { name: 'View upgrade guidance for PTSD' }),
    );
    const pending = screen.getByRole('button', { name: 'Loading upgrade guidance for PTSD' });
    expect(pending.textContent).toContain('Loading...');
    expect(screen.queryByRole('dialog')).toBeNull();

    answer.resolve(ok(ptsdGuidance(50)));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade Guidance: PTSD' }));
    expect(dialog.getByText("Built from VA's rating schedule for your condition")).toBeTruthy();
    expect(dialog.getByText(/A 70% rating here would raise/)).toBeTruthy();
    expect(dialog.getByRole('heading', { name: 'Rating Levels & Requirements' })).toBeTruthy();

    const levels = dialog
      .getAllByRole('listitem')
      .filter((item) => /^\d+%/.test(item.textContent ?? ''));
    expect(levels.map((level) => level.textContent?.match(/^\d+%/)?.[0])).toEqual([
      '0%',
      '10%',
      '30%',
      '50%',
      '70%',
      '100%',
    ]);
    const current = levels.filter((level) => within(level).queryByText('Current'));
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toContain('50%');
    const next = levels.filter((level) => within(level).queryByText('Next level'));
    expect(next.map((level) => level.textContent?.match(/^\d+%/)?.[0])).toEqual(['70%']);
    expect(
      dialog.getByText(/VA Form 21-526EZ — Application for Disability Compensation/),
    ).toBeTruthy();
    for (const heading of [
      'Required Forms',
      'Documentation Needed',
      'Buddy Letter Tips',
      'Doctor Guidance',
      'Upgrade Strategy',
    ]) {
      expect(dialog.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(dialog.getByText(/Educational information only/)).toBeTruthy();
  });

  it('guidance starts with a short overview: the levels, what decides the next one, the rule to check', async () => {
    const ptsd = disability('PTSD', 50, { diagnosticCode: '9411' });
    serve({
      'GET /api/disabilities': ok([ptsd]),
      [`GET /api/disabilities/${ptsd.id}/guidance`]: ok(ptsdGuidance(50)),
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(
      await screen.findByRole('button', { name: 'View upgrade guidance for PTSD' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Guidance: PTSD' });
    const inside = within(dialog);

    // Paragraphs of the overview stay paragraphs.
    expect(inside.getByText('Your current rating is 50%.').tagName).toBe('P');
    const findings = within(inside.getByTestId('key-findings'));
    expect(findings.getByText('What decides the 70% level')).toBeTruthy();
    expect(findings.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Deficiencies in most areas of life',
      'Symptoms of that weight',
    ]);
    // The overview comes before the level cards.
    const overview = inside.getByRole('heading', { name: 'Overview' });
    const levels = inside.getByRole('heading', { name: 'Rating Levels & Requirements' });
    expect(
      overview.compareDocumentPosition(levels) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const note = inside.getByTestId('rule-check-note');
    expect(note.textContent).toBe(
      'Check the current rule at 38 CFR 4.130, last checked Nov 23, 2026.',
    );
    expect(within(note).getByRole('link', { name: '38 CFR 4.130' }).getAttribute('href')).toBe(
      'https://www.ecfr.gov/current/title-38/chapter-I/part-4/section-4.130',
    );
    expect(inside.getByText(/Symptoms controlled by continuous medication/)).toBeTruthy();
    // Sources sit behind a disclosure at the end.
    expect(inside.getByText('Sources (1)').tagName).toBe('SUMMARY');
    expect(dialog.textContent).not.toMatch(/AI-powered|not confirmed|not verified|regulation\b/i);
  });

  it('guidance without a rule to check or findings shows neither', async () => {
    const ptsd = disability('PTSD', 100, { diagnosticCode: '9411' });
    serve({
      'GET /api/disabilities': ok([ptsd]),
      [`GET /api/disabilities/${ptsd.id}/guidance`]: ok({
        ...ptsdGuidance(100),
        keyFindings: [],
        ruleCheck: null,
      }),
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(
      await screen.findByRole('button', { name: 'View upgrade guidance for PTSD' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade Guidance: PTSD' }));
    expect(dialog.queryByTestId('key-findings')).toBeNull();
    expect(dialog.queryByTestId('rule-check-note')).toBeNull();
    expect(dialog.queryByText('Next level')).toBeNull();
  });

  it('guidance for a condition without criteria says it is general, without claiming the schedule', async () => {
    const rare = disability('Something rare', 20);
    serve({
      'GET /api/disabilities': ok([rare]),
      [`GET /api/disabilities/${rare.id}/guidance`]: ok({
        ...ptsdGuidance(20),
        disabilityName: 'Something rare',
        diagnosticCode: null,
        conditionName: null,
        cfrSection: null,
        nextPercentage: null,
        keyFindings: [],
        percentageLevels: {},
        goodToKnow: [],
        ruleCheck: null,
      }),
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(
      await screen.findByRole('button', { name: 'View upgrade guidance for Something rare' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Upgrade Guidance: Something rare' }),
    );
    expect(dialog.getByText('General guidance for asking VA for a higher rating')).toBeTruthy();
    expect(dialog.queryByText(/Built from VA's rating schedule/)).toBeNull();
    expect(dialog.getByText(/No levels to show yet/)).toBeTruthy();
  });

  it('guidance for a name that means several codes offers them; the chosen one is saved and its levels shown', async () => {
    const knee = disability('left knee', 10);
    const chosen = { ...knee, diagnosticCode: '5260' };
    const choices = [
      { diagnosticCode: '5260', conditionName: 'Knee, limitation of flexion' },
      { diagnosticCode: '5257', conditionName: 'Knee, other impairment (instability)' },
    ];
    let guidanceCalls = 0;
    const server = serve({
      'GET /api/disabilities': ok([knee]),
      [`GET /api/disabilities/${knee.id}/guidance`]: () =>
        ok(
          guidanceCalls++ === 0
            ? {
                ...ptsdGuidance(10),
                disabilityName: 'left knee',
                diagnosticCode: null,
                conditionName: null,
                percentageLevels: {},
                codeChoices: choices,
              }
            : {
                ...ptsdGuidance(10),
                disabilityName: 'left knee',
                diagnosticCode: '5260',
                conditionName: 'Knee, limitation of flexion',
              },
        ),
      [`PATCH /api/disabilities/${knee.id}`]: ok(chosen),
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(
      await screen.findByRole('button', { name: 'View upgrade guidance for left knee' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: /Upgrade Guidance: left knee/ }),
    );
    const choice = within(dialog.getByRole('region', { name: 'Which of these is yours?' }));
    expect(choice.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Knee, limitation of flexion · DC 5260',
      'Knee, other impairment (instability) · DC 5257',
    ]);

    await events.click(choice.getByRole('button', { name: /DC 5260/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog')).queryByRole('region', {
          name: 'Which of these is yours?',
        }),
      ).toBeNull(),
    );
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(await patch!.json()).toEqual({ diagnosticCode: '5260' });
    expect(within(screen.getByRole('dialog')).getByText(/diagnostic code 5260/)).toBeTruthy();
  });

  it('tells the veteran when guidance could not be loaded', async () => {
    const ptsd = disability('PTSD', 50);
    serve({
      'GET /api/disabilities': ok([ptsd]),
      [`GET /api/disabilities/${ptsd.id}/guidance`]: { status: 500, body: { message: 'boom' } },
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(
      await screen.findByRole('button', { name: 'View upgrade guidance for PTSD' }),
    );

    const { text, tone } = await findToast();
    expect(text).toContain('Failed to get disability guidance. Please try again.');
    expect(tone).toBe('destructive');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'View upgrade guidance for PTSD' })).toBeTruthy();
  });

  it('Ask a Question leaves the disability for the chat and goes home', async () => {
    const ptsd = disability('PTSD', 50);
    serve({ 'GET /api/disabilities': ok([ptsd]) });
    const events = userEvent.setup();
    const { location } = renderPage();
    window.localStorage.clear();

    await events.click(await screen.findByRole('button', { name: 'Ask a question about PTSD' }));
    expect(window.localStorage.getItem(AUTO_ATTACH_DISABILITY_KEY)).toBe(ptsd.id);
    expect(location.history.at(-1)).toBe('/');
  });

  it('colours each rating badge by the spec bands', async () => {
    serve({
      'GET /api/disabilities': ok([
        disability('Scar', 0),
        disability('Tinnitus', 10),
        disability('Back', 40),
        disability('PTSD', 100),
      ]),
    });
    renderPage();
    const tones = await Promise.all(
      ['Scar', 'Tinnitus', 'Back', 'PTSD'].map(async (name) => {
        const card = within(await screen.findByRole('article', { name }));
        return card
          .getByText(/^\d+%$/)
          .closest('[data-tone]')
          ?.getAttribute('data-tone');
      }),
    );
    expect(tones).toEqual(['grey', 'yellow', 'orange', 'red']);
  });
});
