import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { describedText, findToast, inDialog } from '../../test/queries';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import { renderApp } from '../../test/render-app';
import { CurrentDisabilitiesPage } from './current-disabilities-page';
import { disability } from '../../test/disabilities';
import { conditionDetailOf, kneeCondition, spineStrainCondition } from './test-fixtures';

const ok = (body: unknown) => ({ status: 200, body });
/** The fake server with the profile the screen reads its dependents from (none given). */
const serve = (routes: Parameters<typeof fakeServer>[0]) =>
  fakeServer({ 'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS), ...routes });

const renderPage = () =>
  renderApp(<CurrentDisabilitiesPage today="2026-03-15" />, { path: '/current-disabilities' });

async function openAddDialog() {
  const events = userEvent.setup();
  renderPage();
  await events.click(await screen.findByRole('button', { name: 'Add Your First Disability' }));
  const dialog = inDialog('Add Current Disability');
  return {
    events,
    dialog,
    name: dialog.getByRole('combobox', { name: /Disability Name/ }) as HTMLInputElement,
    rating: dialog.getByRole('textbox', { name: /Current Rating Percentage/ }) as HTMLInputElement,
  };
}

describe('what a veteran types is kept and checked, never changed', () => {
  it.each([
    ['150', 'Rating must be between 0 and 100'],
    ['105', 'Rating must be between 0 and 100'],
    ['-10', 'Rating must be between 0 and 100'],
    ['12.5', 'Rating must be a whole number'],
  ])('a rating typed as %s shows "%s" and saves nothing', async (typed, message) => {
    const server = serve({ 'GET /api/disabilities': ok([]) });
    const { events, dialog, name, rating } = await openAddDialog();
    await events.type(name, 'Tinnitus');
    await events.type(rating, typed);
    // Leaving the field must not clamp the value to 100 or 0.
    await events.tab();
    expect(rating.value).toBe(typed);

    await events.click(dialog.getByRole('button', { name: 'Add Disability' }));
    expect(describedText(rating)).toContain(message);
    expect(rating.value).toBe(typed);
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('limits the name to the contract’s 200 characters', async () => {
    serve({ 'GET /api/disabilities': ok([]), 'GET /api/conditions': ok([]) });
    const { name } = await openAddDialog();
    expect(name.maxLength).toBe(200);
  });

  it('never sends more than 100 characters of search text', async () => {
    const server = serve({ 'GET /api/disabilities': ok([]), 'GET /api/conditions': ok([]) });
    const { events, name } = await openAddDialog();
    // Pasted, as a long text would be; the field itself stops at 200.
    await events.click(name);
    await events.paste('knee '.repeat(2000));
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.includes('/api/conditions'))).toBe(true),
    );
    for (const request of server.requests.filter((r) => r.url.includes('/api/conditions'))) {
      expect(new URL(request.url).searchParams.get('q')!.length).toBeLessThanOrEqual(100);
    }
  });
});

describe('side words in the name', () => {
  it('"left knee" fills the side with Left, and the add sends it', async () => {
    const server = serve({
      'GET /api/disabilities': ok([]),
      'GET /api/conditions': ok([kneeCondition]),
      'POST /api/disabilities': {
        status: 201,
        body: disability('left knee', 10, { side: 'left' }),
      },
    });
    const { events, dialog, name, rating } = await openAddDialog();
    await events.type(name, 'left knee');
    expect((dialog.getByRole('radio', { name: 'Left' }) as HTMLInputElement).checked).toBe(true);

    await events.type(rating, '10');
    await events.click(dialog.getByRole('button', { name: 'Add Disability' }));
    await findToast();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toMatchObject({ name: 'left knee', side: 'left' });
  });

  it('"both knees" asks for each side as its own disability', async () => {
    serve({ 'GET /api/disabilities': ok([]), 'GET /api/conditions': ok([kneeCondition]) });
    const { events, dialog, name } = await openAddDialog();
    await events.type(name, 'both knees');
    expect(dialog.getByRole('note').textContent).toMatch(/each side as its own disability/);
    expect((dialog.getByRole('radio', { name: 'None' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('editing a disability', () => {
  it('opens with the saved values, saves the changes, refetches and says so', async () => {
    const knee = disability('Lefft knee', 10, { side: 'left', diagnosticCode: '5260' });
    const fixed = { ...knee, name: 'Left knee', currentPercentage: 20 };
    let lists = 0;
    const server = serve({
      'GET /api/disabilities': () => ok(lists++ === 0 ? [knee] : [fixed]),
      'GET /api/conditions': ok([]),
      'GET /api/conditions/5260': ok(conditionDetailOf(kneeCondition)),
      [`PATCH /api/disabilities/${knee.id}`]: ok(fixed),
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(await screen.findByRole('button', { name: 'Edit Lefft knee (left)' }));

    const dialog = inDialog('Edit Disability');
    const name = dialog.getByRole('combobox', { name: /Disability Name/ }) as HTMLInputElement;
    const rating = dialog.getByRole('textbox', { name: /Current Rating Percentage/ });
    expect(name.value).toBe('Lefft knee');
    expect((rating as HTMLInputElement).value).toBe('10');
    expect(describedText(name)).toContain('VA diagnostic code 5260');

    await events.clear(name);
    await events.type(name, 'Left knee');
    await events.clear(rating);
    await events.type(rating, '20');
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));

    const { text, tone } = await findToast();
    expect(text).toContain('Disability updated');
    expect(tone).toBe('success');
    const patch = server.requests.find((request) => request.method === 'PATCH');
    // Fixing the name's typo keeps the saved code and side.
    expect(await patch!.json()).toEqual({
      name: 'Left knee',
      currentPercentage: 20,
      diagnosticCode: '5260',
      side: 'left',
      spineSegment: null,
    });
    expect(await screen.findByRole('article', { name: 'Left knee' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit Disability' })).toBeNull();
  });

  it('opens without a suggestion list over the fields, and suggests once the veteran types', async () => {
    const knee = disability('Left knee strain', 10, { side: 'left' });
    const server = serve({
      'GET /api/disabilities': ok([knee]),
      'GET /api/conditions': ok([kneeCondition]),
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(await screen.findByRole('button', { name: 'Edit Left knee strain' }));
    const dialog = inDialog('Edit Disability');
    const name = dialog.getByRole('combobox', { name: /Disability Name/ });

    // The saved name is not a question: nothing is searched and nothing covers the rating.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.requests.some((r) => r.url.includes('/api/conditions'))).toBe(false);
    expect(screen.queryByRole('option')).toBeNull();

    await events.type(name, 's');
    expect(await screen.findByRole('option', { name: /Knee/ })).toBeTruthy();
  });

  it('removes the saved code only when asked to', async () => {
    const back = disability('Back', 20, { diagnosticCode: '5237' });
    const server = serve({
      'GET /api/disabilities': ok([back]),
      'GET /api/conditions': ok([]),
      'GET /api/conditions/5237': ok(conditionDetailOf(spineStrainCondition)),
      [`PATCH /api/disabilities/${back.id}`]: ok({ ...back, diagnosticCode: null }),
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(await screen.findByRole('button', { name: 'Edit Back' }));
    const dialog = inDialog('Edit Disability');
    const name = dialog.getByRole('combobox', { name: /Disability Name/ });
    await events.click(dialog.getByRole('button', { name: 'remove the code' }));
    expect(describedText(name)).not.toContain('5237');
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await findToast();
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(await patch!.json()).toMatchObject({ diagnosticCode: null });
  });

  it('refuses 150 in the edit dialog and sends nothing', async () => {
    const knee = disability('Knee', 10);
    const server = serve({
      'GET /api/disabilities': ok([knee]),
      'GET /api/conditions': ok([]),
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(await screen.findByRole('button', { name: 'Edit Knee' }));
    const dialog = inDialog('Edit Disability');
    const rating = dialog.getByRole('textbox', { name: /Current Rating Percentage/ });
    await events.clear(rating);
    await events.type(rating, '150');
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(describedText(rating)).toContain('Rating must be between 0 and 100');
    expect(server.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });
});

describe('a rating VA’s schedule does not have for the code', () => {
  const question =
    "VA's schedule for Tinnitus (code 6260) has only 10%; check your decision letter.";

  it('is named before it is saved, and saved only when the veteran confirms their letter says it', async () => {
    const saved = disability('Tinnitus', 20, { diagnosticCode: '6260', ratingLevels: [10] });
    let list: (typeof saved)[] = [];
    const bodies: unknown[] = [];
    serve({
      'GET /api/disabilities': () => ok(list),
      'GET /api/conditions': ok([]),
      'POST /api/disabilities': async (request) => {
        const body = (await request.json()) as { offScheduleConfirmed?: boolean };
        bodies.push(body);
        if (!body.offScheduleConfirmed) {
          return {
            status: 409,
            body: {
              message: 'Check this rating before saving it',
              errors: [{ path: 'currentPercentage', message: question }],
            },
          };
        }
        list = [saved];
        return { status: 201, body: saved };
      },
    });
    const { events, dialog, name, rating } = await openAddDialog();
    await events.type(name, 'Tinnitus');
    await events.type(rating, '20');
    await events.click(dialog.getByRole('button', { name: 'Add Disability' }));

    expect(await dialog.findByText(question)).toBeTruthy();
    expect(rating.value).toBe('20');
    const confirm = dialog.getByRole('checkbox', {
      name: 'My decision letter says 20%: save it as written',
    });
    await events.click(confirm);
    await events.click(dialog.getByRole('button', { name: 'Add Disability' }));

    expect((await findToast()).text).toContain('Disability added successfully.');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({
      currentPercentage: 20,
      offScheduleConfirmed: true,
    });

    // The card and the combined rating say it is not a level of the schedule.
    const card = await screen.findByRole('article', { name: 'Tinnitus' });
    expect(card.textContent).toContain("Not a level in VA's schedule");
    expect(card.textContent).toContain('The schedule has 10% for this code');
    expect(screen.getByTestId('off-schedule-note').textContent).toContain('Tinnitus at 20%');
  });

  it('asks again when the rating is changed after confirming', async () => {
    serve({
      'GET /api/disabilities': ok([]),
      'GET /api/conditions': ok([]),
      'POST /api/disabilities': {
        status: 409,
        body: { message: 'Check', errors: [{ path: 'currentPercentage', message: question }] },
      },
    });
    const { events, dialog, name, rating } = await openAddDialog();
    await events.type(name, 'Tinnitus');
    await events.type(rating, '20');
    await events.click(dialog.getByRole('button', { name: 'Add Disability' }));
    await events.click(await dialog.findByRole('checkbox', { name: /says 20%/ }));
    await events.clear(rating);
    await events.type(rating, '30');
    expect(dialog.queryByRole('checkbox', { name: /save it as written/ })).toBeNull();
  });
});
