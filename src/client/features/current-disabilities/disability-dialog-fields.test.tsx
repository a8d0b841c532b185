import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConditionSummary } from '../../../contracts/conditions';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import { disability } from '../../test/disabilities';
import { fakeServer } from '../../test/fake-server';
import { findToast, inDialog } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { CurrentDisabilitiesPage } from './current-disabilities-page';
import {
  conditionDetailOf,
  kneeCondition,
  ptsdCondition,
  spineStrainCondition,
} from './test-fixtures';

const ok = (body: unknown) => ({ status: 200, body });
const serve = (routes: Parameters<typeof fakeServer>[0]) =>
  fakeServer({ 'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS), ...routes });

const renderPage = () =>
  renderApp(<CurrentDisabilitiesPage today="2026-03-15" />, { path: '/current-disabilities' });

type Dialog = ReturnType<typeof inDialog>;

/** The fields a dialog shows, by the labels a veteran reads. */
const shownFields = (dialog: Dialog) =>
  [
    dialog.queryByRole('combobox', { name: /Disability Name/ }) && 'Disability Name',
    dialog.queryByRole('textbox', { name: /Current Rating Percentage/ }) && 'Rating',
    dialog.queryByRole('radiogroup', { name: /Side/ }) && 'Side',
    dialog.queryByRole('radiogroup', { name: /Which part of the spine/ }) && 'Part of the spine',
  ].filter(Boolean);

/** Adds a disability by choosing the condition's suggestion; returns the add dialog. */
async function chooseInAddDialog(typed: string, condition: ConditionSummary) {
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: 'Add Your First Disability' }));
  const dialog = inDialog('Add Current Disability');
  await events.type(dialog.getByRole('combobox', { name: /Disability Name/ }), typed);
  const suggestions = await screen.findByRole('listbox', { name: /Disability Name/ });
  const option = await within(suggestions).findByRole('option', {
    name: new RegExp(condition.conditionName.split(',')[0]!),
  });
  await events.click(option);
  return { dialog, events };
}

describe('the add and edit dialogs show the same fields', () => {
  it.each([
    ['a knee, which has a side', kneeCondition, 'knee', ['Side']],
    ['PTSD, which has none', ptsdCondition, 'ptsd', []],
    [
      'a spine strain the name does not place',
      spineStrainCondition,
      'strain',
      ['Part of the spine'],
    ],
  ])('for %s', async (_, condition, typed, extra) => {
    const saved = disability(condition.conditionName, 10, {
      diagnosticCode: condition.diagnosticCode,
    });
    serve({
      'GET /api/disabilities': ok([]),
      'GET /api/conditions': ok([condition]),
      [`GET /api/conditions/${condition.diagnosticCode}`]: ok(conditionDetailOf(condition)),
    });
    const added = renderPage();
    const { dialog: addDialog } = await chooseInAddDialog(typed, condition);
    const addFields = shownFields(addDialog);
    expect(addFields).toEqual(['Disability Name', 'Rating', ...extra]);
    added.unmount();

    serve({
      'GET /api/disabilities': ok([saved]),
      [`GET /api/conditions/${condition.diagnosticCode}`]: ok(conditionDetailOf(condition)),
    });
    renderPage();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: `Edit ${condition.conditionName}` }));
    const editDialog = inDialog('Edit Disability');
    await waitFor(() => expect(shownFields(editDialog)).toEqual(addFields));
  });
});

describe('which part of the spine', () => {
  it('"lower back" matched to the strain code keeps the back, and the add sends it', async () => {
    const server = serve({
      'GET /api/disabilities': ok([]),
      'GET /api/conditions': ok([spineStrainCondition]),
      'POST /api/disabilities': {
        status: 201,
        body: disability(spineStrainCondition.conditionName, 20, {
          diagnosticCode: '5237',
          spineSegment: 'thoracolumbar',
        }),
      },
    });
    renderPage();
    const { dialog, events } = await chooseInAddDialog('lower back', spineStrainCondition);
    const question = dialog.getByRole('radiogroup', { name: /Which part of the spine/ });
    const back = within(question).getByRole('radio', { name: 'Mid or low back' });
    expect((back as HTMLInputElement).checked).toBe(true);

    await events.type(dialog.getByRole('textbox', { name: /Current Rating Percentage/ }), '20');
    await events.click(dialog.getByRole('button', { name: 'Add Disability' }));
    await findToast();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toMatchObject({
      diagnosticCode: '5237',
      spineSegment: 'thoracolumbar',
    });
  });

  it('a name that says the part of the spine is not asked again, and shows it', async () => {
    const saved = disability('Neck strain', 20, { diagnosticCode: '5237' });
    serve({
      'GET /api/disabilities': ok([saved]),
      'GET /api/conditions/5237': ok(conditionDetailOf(spineStrainCondition)),
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Edit Neck strain' }));
    const dialog = inDialog('Edit Disability');
    expect((await dialog.findByRole('note')).textContent).toBe(
      'Part of the spine: Neck (cervical spine), from the name.',
    );
    expect(dialog.queryByRole('radiogroup', { name: /Which part of the spine/ })).toBeNull();
  });

  it('a spine code the name does not place is asked about, and the choice is sent', async () => {
    const saved = disability('Spine condition', 20, { diagnosticCode: '5237' });
    const server = serve({
      'GET /api/disabilities': ok([saved]),
      'GET /api/conditions/5237': ok(conditionDetailOf(spineStrainCondition)),
      [`PATCH /api/disabilities/${saved.id}`]: ok({ ...saved, spineSegment: 'cervical' }),
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(await screen.findByRole('button', { name: 'Edit Spine condition' }));
    const dialog = inDialog('Edit Disability');
    await events.click(await dialog.findByRole('radio', { name: 'Neck' }));
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await findToast();
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(await patch!.json()).toMatchObject({ spineSegment: 'cervical' });
  });

  it('a saved name VA’s list knows without a code ("DDD") is asked about too', async () => {
    const saved = disability('DDD', 20, { ratedUnderCode: '5242' });
    serve({
      'GET /api/disabilities': ok([saved]),
      'GET /api/conditions/5242': ok(
        conditionDetailOf({ ...spineStrainCondition, diagnosticCode: '5242' }),
      ),
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Edit DDD' }));
    const dialog = inDialog('Edit Disability');
    expect(await dialog.findByRole('radiogroup', { name: /Which part of the spine/ })).toBeTruthy();
  });
});

describe('two knees', () => {
  it('have titles that say which knee, and the card names the part of the spine chosen', async () => {
    serve({
      'GET /api/disabilities': ok([
        disability('Knee, limitation of flexion', 10, { side: 'left', diagnosticCode: '5260' }),
        disability('Knee, limitation of flexion', 10, { side: 'right', diagnosticCode: '5260' }),
        disability('Spine condition', 20, { diagnosticCode: '5237', spineSegment: 'cervical' }),
      ]),
    });
    renderPage();
    for (const side of ['left', 'right']) {
      const card = await screen.findByRole('article', {
        name: `Knee, limitation of flexion (${side})`,
      });
      expect(within(card).getByRole('heading').textContent).toBe(
        `Knee, limitation of flexion (${side})`,
      );
    }
    const spine = screen.getByRole('article', { name: 'Spine condition' });
    expect(spine.textContent).toContain('Diagnostic code 5237 · Neck (cervical spine)');
  });
});
