import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import type { Profile } from '../../../contracts/profile';
import { deferred, fakeServer, veteran } from '../../test/fake-server';
import { describedText, findToast } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { ProfilePage } from './profile-page';

const ok = (body: unknown) => ({ status: 200, body });

const defaults = SPEC_PROFILE_DEFAULTS;

const saved: Profile = {
  ...defaults,
  displayName: 'Jane Doe',
  branchOfService: 'navy',
  serviceYears: '2004–2012',
  aiPersonality: 'detailed',
  bio: 'Navy corpsman.',
};

/** The fake server with the signed-in veteran and the profile a case gives. */
const serve = (routes: Parameters<typeof fakeServer>[0]) =>
  fakeServer({ 'GET /api/auth/user': ok(veteran), ...routes });

/** Echoes what was sent, trimmed as the server stores it. */
const echoSave = async (request: Request) => {
  const body = (await request.clone().json()) as Profile;
  return ok({ ...body, displayName: body.displayName.trim() });
};

const renderPage = () => renderApp(<ProfilePage />, { path: '/profile' });
const section = (name: string) => within(screen.getByRole('region', { name }));
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const select = (name: string) =>
  screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
// A switch's accessible name also holds its description, which sits inside its label.
const toggle = (name: string) =>
  screen.getByRole('switch', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const queryButton = (name: string) => screen.queryByRole('button', { name });
const valueOf = (name: string) => (textbox(name) as HTMLInputElement).value;
const sentBodies = (requests: Request[]) =>
  Promise.all(requests.filter((r) => r.method === 'PUT').map((r) => r.clone().json()));

describe('profile & settings', () => {
  it('loads, then shows the defaults in four sections with every field locked', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    serve({ 'GET /api/profile': () => answer.promise });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Profile & Settings' })).toBeTruthy();
    expect(screen.getByText('Loading Your Profile')).toBeTruthy();
    expect(queryButton('Edit Profile')).toBeNull();

    answer.resolve(ok(defaults));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    for (const name of [
      'Profile Information',
      'AI Assistant Preferences',
      'Notifications & Privacy',
      'Account Status',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(valueOf('Display Name')).toBe('Veteran User');
    expect(valueOf('Contact email')).toBe('');
    expect(screen.getByText('Contact email (optional)')).toBeTruthy();
    expect(describedText(textbox('Contact email'))).toContain(
      `It is not your sign-in email (${veteran.email}), which stays as it is.`,
    );
    expect(select('Branch of Service').selectedOptions[0]?.textContent).toBe('Not specified');
    expect(Array.from(select('Branch of Service').options, (option) => option.textContent)).toEqual(
      [
        'Not specified',
        'U.S. Army',
        'U.S. Navy',
        'U.S. Air Force',
        'U.S. Marine Corps',
        'U.S. Coast Guard',
        'U.S. Space Force',
      ],
    );
    expect(radio('Professional').checked).toBe(true);
    expect(select('Default chat mode').value).toBe('general');
    // Reminders show on the screen from the start; e-mails wait for the veteran to turn them on.
    expect(toggle('Deadline reminders on screen').checked).toBe(true);
    expect(toggle('Deadline reminders by email').checked).toBe(false);
    expect(screen.queryByRole('switch', { name: /^Email updates/ })).toBeNull();
    expect(select('Privacy level').value).toBe('enhanced');
    expect(Array.from(select('Privacy level').options, (option) => option.textContent)).toEqual([
      "Basic: kept for Wingman's standard time",
      'Enhanced: kept 24 hours at most',
      'Maximum: removed as soon as it is analysed',
    ]);
    expect(describedText(select('Privacy level'))).toContain(
      'A change applies to documents you upload after it.',
    );
    expect(screen.queryByText(/Saved as your preference; it does not/)).toBeNull();
    expect(describedText(textbox('Bio'))).toContain('0/500');

    const locked = [
      textbox('Display Name'),
      textbox('Contact email'),
      select('Branch of Service'),
      textbox('Years of Service'),
      textbox('Bio'),
      radio('Friendly'),
      select('Default chat mode'),
      toggle('Deadline reminders on screen'),
      toggle('Deadline reminders by email'),
      select('Privacy level'),
    ];
    expect(locked.every((input) => (input as HTMLInputElement).disabled)).toBe(true);
    expect(queryButton('Save Changes')).toBeNull();

    const status = section('Account Status');
    expect(status.getByText('Free Veteran Account')).toBeTruthy();
    expect(status.getByText('Active')).toBeTruthy();
    expect(await status.findByText(veteran.email)).toBeTruthy();
  });

  it('says when deadline reminders are e-mailed, and that an unverified address gets none yet', async () => {
    serve({ 'GET /api/profile': ok(defaults) });
    renderPage();
    const reminders = (await screen.findByRole('switch', {
      name: /^Deadline reminders by email/,
    })) as HTMLInputElement;
    expect(reminders.name).toBe('emailUpdates');
    expect(reminders.checked).toBe(false);
    const name = reminders.labels?.[0]?.textContent ?? '';
    expect(name).toContain(
      '90, 30, 7 and 1 days before an intent to file, a review window or a Court deadline on My Claims closes, all in one e-mail a day at most',
    );
    expect(name).toContain('at your verified sign-in address.');
    expect(name).not.toContain('not verified yet');
    expect(screen.queryByText(/does not send notifications/)).toBeNull();
    const onScreen = toggle('Deadline reminders on screen');
    expect(onScreen.name).toBe('notifications');
    expect(onScreen.labels?.[0]?.textContent).toContain(
      'A reminder at the top of every Wingman screen while a deadline on My Claims is 30 days away or less.',
    );
  });

  it('tells a veteran whose address is not verified to open the link in their inbox first', async () => {
    fakeServer({
      'GET /api/auth/user': ok({ ...veteran, emailVerified: false }),
      'GET /api/profile': ok(defaults),
    });
    renderPage();
    expect(
      await screen.findByRole('switch', {
        name: /once your sign-in address is verified\. It is not verified yet: open the link we sent to your inbox to verify it\./,
      }),
    ).toBeTruthy();
  });

  it('edits, saves the whole profile, confirms and returns to view mode', async () => {
    const server = serve({ 'GET /api/profile': ok(defaults), 'PUT /api/profile': echoSave });
    const events = userEvent.setup();
    const pasteInto = async (name: string, text: string) => {
      await events.click(textbox(name));
      await events.paste(text);
    };
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(button('Cancel')).toBeTruthy();
    await events.clear(textbox('Display Name'));
    await events.type(textbox('Display Name'), 'Sgt. Maria Lopez ');
    await pasteInto('Contact email', 'maria@example.org');
    await events.selectOptions(select('Branch of Service'), 'U.S. Marine Corps');
    await pasteInto('Years of Service', '2004–2012');
    await pasteInto('Bio', 'Two tours.');
    expect(describedText(textbox('Bio'))).toContain('10/500');
    await events.click(radio('Friendly'));
    await events.selectOptions(select('Default chat mode'), 'Research');
    await events.click(toggle('Deadline reminders on screen'));
    await events.click(toggle('Deadline reminders by email'));
    await events.selectOptions(
      select('Privacy level'),
      'Maximum: removed as soon as it is analysed',
    );
    await events.click(button('Save Changes'));

    const { text, tone } = await findToast();
    expect(text).toContain('Profile Updated');
    expect(text).toContain('Your profile settings have been saved successfully.');
    expect(tone).toBe('success');
    const expected: Profile = {
      displayName: 'Sgt. Maria Lopez',
      email: 'maria@example.org',
      branchOfService: 'marines',
      serviceYears: '2004–2012',
      notifications: false,
      emailUpdates: true,
      aiPersonality: 'friendly',
      defaultChatMode: 'research',
      privacyLevel: 'maximum',
      bio: 'Two tours.',
      married: null,
      spouseAidAndAttendance: false,
      childrenUnder18: null,
      childrenInSchool: null,
      dependentParents: null,
      // Sent back as it was read, so a save from this form keeps the service history.
      serviceHistory: null,
    };
    expect(await sentBodies(server.requests)).toEqual([expected]);

    expect(queryButton('Save Changes')).toBeNull();
    expect(document.activeElement).toBe(button('Edit Profile'));
    expect((textbox('Display Name') as HTMLInputElement).disabled).toBe(true);
    expect(valueOf('Display Name')).toBe('Sgt. Maria Lopez');
    expect(select('Branch of Service').value).toBe('marines');
    expect(radio('Friendly').checked).toBe(true);
  });

  it('brings back the saved values, not the defaults, when changes are cancelled', async () => {
    const server = serve({ 'GET /api/profile': ok(saved) });
    const events = userEvent.setup();
    renderPage();

    for (const cancel of ['Cancel Changes', 'Cancel']) {
      await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      await events.clear(textbox('Display Name'));
      await events.type(textbox('Display Name'), 'Someone Else');
      await events.selectOptions(select('Branch of Service'), 'Not specified');
      await events.click(radio('Professional'));
      await events.click(button(cancel));

      expect(valueOf('Display Name')).toBe('Jane Doe');
      expect(select('Branch of Service').value).toBe('navy');
      expect(radio('Detailed').checked).toBe(true);
      expect(valueOf('Bio')).toBe('Navy corpsman.');
      expect((textbox('Display Name') as HTMLInputElement).disabled).toBe(true);
    }
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows what is wrong under the field and sends nothing', async () => {
    const server = serve({ 'GET /api/profile': ok(defaults) });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await events.clear(textbox('Display Name'));
    await events.type(textbox('Contact email'), 'maria at example');
    await events.click(button('Save Changes'));

    expect(describedText(textbox('Display Name'))).toContain('Display name is required');
    expect(describedText(textbox('Contact email'))).toContain('Invalid email address');
    expect(document.activeElement).toBe(textbox('Display Name'));
    expect(button('Save Changes')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('keeps what was typed and stays in edit mode when the save fails', async () => {
    const reply = deferred<{ status: number; body: unknown }>();
    serve({ 'GET /api/profile': ok(defaults), 'PUT /api/profile': () => reply.promise });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await events.type(textbox('Contact email'), 'maria@example.org');
    await events.click(button('Save Changes'));
    expect((button('Saving...') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Cancel') as HTMLButtonElement).disabled).toBe(true);

    reply.resolve({
      status: 400,
      body: {
        message: 'Invalid email address',
        errors: [{ path: 'email', message: 'Invalid email address' }],
      },
    });
    const { text, tone } = await findToast();
    expect(text).toContain('Invalid email address');
    expect(tone).toBe('destructive');
    expect(describedText(textbox('Contact email'))).toContain('Invalid email address');
    expect(valueOf('Contact email')).toBe('maria@example.org');
    expect((button('Save Changes') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the profile could not be loaded and tries again', async () => {
    let attempts = 0;
    serve({
      'GET /api/profile': () =>
        attempts++ === 0 ? { status: 500, body: { message: 'Something went wrong' } } : ok(saved),
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(screen.queryByText('We could not load your profile')).toBeNull();
    expect(await screen.findByDisplayValue('Jane Doe')).toBeTruthy();
  });
});
