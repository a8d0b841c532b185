// The Dependents section of Profile & Settings: optional counts VA uses from 30%, saved with the
// rest of the profile, checked by the shared contract before anything is sent.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import type { Profile } from '../../../contracts/profile';
import { fakeServer, veteran } from '../../test/fake-server';
import { describedText, findToast } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { ProfilePage } from './profile-page';

const ok = (body: unknown) => ({ status: 200, body });
const serve = (routes: Parameters<typeof fakeServer>[0]) =>
  fakeServer({ 'GET /api/auth/user': ok(veteran), ...routes });
const echoSave = async (request: Request) => ok(await request.clone().json());

const renderPage = () => renderApp(<ProfilePage />, { path: '/profile' });
const dependents = () => within(screen.getByRole('region', { name: 'Dependents' }));
const select = (name: string) =>
  dependents().getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
const count = (name: string) =>
  dependents().getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const aidAndAttendance = () =>
  dependents().getByRole('checkbox', {
    name: /^My spouse needs Aid and Attendance/,
  }) as HTMLInputElement;
const puts = (requests: Request[]) =>
  Promise.all(
    requests
      .filter((request) => request.method === 'PUT')
      .map((request) => request.clone().json() as Promise<Profile>),
  );

describe('Dependents on Profile & Settings', () => {
  it('says what they are for, starts empty and locked until Edit Profile', async () => {
    serve({ 'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS) });
    renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Dependents' })).toBeTruthy();
    expect(dependents().getByText(/VA adds amounts for dependents from 30%/)).toBeTruthy();
    expect(select('Married').selectedOptions[0]?.textContent).toBe('Not given');
    expect(count('Children under 18').value).toBe('');
    expect(count('Children 18 to 23 in school').value).toBe('');
    expect(select('Dependent parents').selectedOptions[0]?.textContent).toBe('Not given');
    expect(Array.from(select('Dependent parents').options, (option) => option.value)).toEqual([
      '',
      '0',
      '1',
      '2',
    ]);
    for (const input of [
      select('Married'),
      aidAndAttendance(),
      count('Children under 18'),
      count('Children 18 to 23 in school'),
      select('Dependent parents'),
    ]) {
      expect(input.disabled).toBe(true);
    }
  });

  it('saves a household with the profile, by keyboard, and shows it after saving', async () => {
    const server = serve({
      'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS),
      'PUT /api/profile': echoSave,
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    // Aid and Attendance is for a spouse: it opens only once Married is Yes.
    expect(aidAndAttendance().disabled).toBe(true);
    await events.selectOptions(select('Married'), 'Yes');
    expect(aidAndAttendance().disabled).toBe(false);
    aidAndAttendance().focus();
    await events.keyboard(' ');
    expect(aidAndAttendance().checked).toBe(true);
    await events.click(count('Children under 18'));
    await events.keyboard('2');
    await events.tab();
    expect(document.activeElement).toBe(count('Children 18 to 23 in school'));
    await events.keyboard('1');
    await events.selectOptions(select('Dependent parents'), '1');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await findToast()).text).toContain('Profile Updated');
    expect(await puts(server.requests)).toEqual([
      {
        ...SPEC_PROFILE_DEFAULTS,
        married: true,
        spouseAidAndAttendance: true,
        childrenUnder18: 2,
        childrenInSchool: 1,
        dependentParents: 1,
      },
    ]);
    expect(select('Married').value).toBe('yes');
    expect(count('Children under 18').value).toBe('2');
    expect(count('Children under 18').disabled).toBe(true);
  });

  it('clears Aid and Attendance when Married is no longer Yes', async () => {
    const married = { ...SPEC_PROFILE_DEFAULTS, married: true, spouseAidAndAttendance: true };
    const server = serve({ 'GET /api/profile': ok(married), 'PUT /api/profile': echoSave });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(aidAndAttendance().checked).toBe(true);
    await events.selectOptions(select('Married'), 'No');
    expect(aidAndAttendance().checked).toBe(false);
    expect(aidAndAttendance().disabled).toBe(true);
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    await findToast();
    const [sent] = await puts(server.requests);
    expect(sent).toMatchObject({ married: false, spouseAidAndAttendance: false });
  });

  it('shows what is wrong with a count under it, moves focus there and sends nothing', async () => {
    const server = serve({ 'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS) });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await events.type(count('Children 18 to 23 in school'), '25');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(describedText(count('Children 18 to 23 in school'))).toContain(
      'Children 18 to 23 in school must be a whole number from 0 to 20',
    );
    expect(document.activeElement).toBe(count('Children 18 to 23 in school'));
    expect(await puts(server.requests)).toEqual([]);
  });
});
