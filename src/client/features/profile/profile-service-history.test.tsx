// The Service History section of Profile & Settings: periods, places and reported exposures,
// optional, saved with the profile and read by "What else can I claim?".
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
const puts = (requests: Request[]) =>
  Promise.all(
    requests
      .filter((request) => request.method === 'PUT')
      .map((request) => request.clone().json() as Promise<Profile>),
  );

const withHistory: Profile = {
  ...SPEC_PROFILE_DEFAULTS,
  serviceHistory: {
    periods: [{ branch: 'army', from: '1989-06-01', to: '1993-05-31' }],
    places: [{ place: 'Kuwait', from: '1991-01-01', to: '1991-06-30' }],
    exposures: ['burn-pits'],
  },
};

const renderPage = () => renderApp(<ProfilePage />, { path: '/profile' });
const section = () => within(screen.getByRole('region', { name: 'Service History' }));
const row = (legend: string) => within(section().getByRole('group', { name: legend }));
const input = (legend: string, label: RegExp) =>
  row(legend).getByRole('textbox', { name: label }) as HTMLInputElement;
// Date inputs have no textbox role; they are found by their label.
const date = (legend: string, label: 'From' | 'To') =>
  row(legend).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('Service History on Profile & Settings', () => {
  it('is optional, says what it is for and links to the finder; locked until Edit Profile', async () => {
    serve({ 'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS) });
    renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Service History' })).toBeTruthy();
    expect(section().getByText(/^Optional\. Where and when you served/)).toBeTruthy();
    expect(
      section()
        .getByRole('link', { name: 'See what else you may be able to claim' })
        .getAttribute('href'),
    ).toBe('/finder');
    expect(
      section().getByText('No periods of service saved. Choose Edit Profile to add them.'),
    ).toBeTruthy();
    expect(section().queryByRole('button', { name: /^Add a/ })).toBeNull();
    for (const box of section().getAllByRole('checkbox')) {
      expect((box as HTMLInputElement).disabled).toBe(true);
    }
  });

  it('adds a period, a place and an exposure by keyboard and saves them with the profile', async () => {
    const server = serve({
      'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS),
      'PUT /api/profile': echoSave,
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await events.click(section().getByRole('button', { name: 'Add a period of service' }));
    // The new row's first field takes focus.
    const branch = row('Period of service 1').getByRole('combobox', { name: /^Branch/ });
    expect(document.activeElement).toBe(branch);
    await events.selectOptions(branch, 'U.S. Air Force');
    await events.type(date('Period of service 1', 'From'), '1963-02-01');
    await events.click(row('Period of service 1').getByRole('checkbox', { name: 'Still serving' }));
    expect(date('Period of service 1', 'To').disabled).toBe(true);

    await events.click(section().getByRole('button', { name: 'Add a place' }));
    expect(describedText(input('Place 1', /^Place/))).toContain('Korat Air Base Thailand');
    await events.keyboard('Korat Air Base, Thailand');
    await events.type(date('Place 1', 'From'), '1965-03-01');
    await events.type(date('Place 1', 'To'), '1966-02-28');
    section().getByRole('checkbox', { name: 'Herbicides (Agent Orange)' }).focus();
    await events.keyboard(' ');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await findToast()).text).toContain('Profile Updated');
    expect(await puts(server.requests)).toEqual([
      {
        ...SPEC_PROFILE_DEFAULTS,
        serviceHistory: {
          periods: [{ branch: 'air-force', from: '1963-02-01', to: null }],
          places: [{ place: 'Korat Air Base, Thailand', from: '1965-03-01', to: '1966-02-28' }],
          exposures: ['herbicides'],
        },
      },
    ]);
    expect(input('Place 1', /^Place/).value).toBe('Korat Air Base, Thailand');
    expect(input('Place 1', /^Place/).disabled).toBe(true);
  });

  it('shows each problem under its field, keeps what was typed, moves focus and sends nothing', async () => {
    const server = serve({ 'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS) });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await events.click(section().getByRole('button', { name: 'Add a period of service' }));
    await events.type(date('Period of service 1', 'From'), '1990-01-01');
    await events.type(date('Period of service 1', 'To'), '1994-01-01');
    await events.click(section().getByRole('button', { name: 'Add a place' }));
    await events.keyboard('Kuwait');
    await events.type(date('Place 1', 'From'), '1991-06-30');
    await events.type(date('Place 1', 'To'), '1991-01-01');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    const branch = row('Period of service 1').getByRole('combobox', { name: /^Branch/ });
    expect(describedText(branch)).toContain('Choose a branch of service');
    expect(document.activeElement).toBe(branch);
    expect(describedText(date('Place 1', 'To'))).toContain('A stay cannot end before it starts');
    expect(input('Place 1', /^Place/).value).toBe('Kuwait');
    expect(date('Place 1', 'To').value).toBe('1991-01-01');
    expect(await puts(server.requests)).toEqual([]);

    // Fixing a field takes its message away.
    await events.selectOptions(branch, 'U.S. Army');
    expect(describedText(branch)).not.toContain('Choose a branch of service');
  });

  it("shows the server's message under the field it names, keeping the veteran's words", async () => {
    serve({
      'GET /api/profile': ok(withHistory),
      'PUT /api/profile': {
        status: 400,
        body: {
          message: 'Please check the highlighted fields',
          errors: [
            {
              path: 'serviceHistory.places.0.place',
              message: 'Place must be at most 120 characters',
            },
          ],
        },
      },
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await events.type(input('Place 1', /^Place/), ' City');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    await findToast();
    expect(describedText(input('Place 1', /^Place/))).toContain(
      'Place must be at most 120 characters',
    );
    expect(input('Place 1', /^Place/).value).toBe('Kuwait City');
  });

  it('removes rows and exposures; with nothing left the history is saved as not given', async () => {
    const server = serve({ 'GET /api/profile': ok(withHistory), 'PUT /api/profile': echoSave });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(section().getByRole('checkbox', { name: /^Burn pits/ })).toHaveProperty('checked', true);
    await events.click(section().getByRole('button', { name: 'Remove period of service 1' }));
    await events.click(section().getByRole('button', { name: 'Remove place 1' }));
    await events.click(section().getByRole('checkbox', { name: /^Burn pits/ }));
    expect(section().getByText('No places yet.')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    await findToast();
    expect(await puts(server.requests)).toEqual([
      { ...SPEC_PROFILE_DEFAULTS, serviceHistory: null },
    ]);
  });
});
