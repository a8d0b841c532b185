import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { witnessLinkMessages, type WitnessInvitation } from '../../../contracts/witness';
import { fakeServer, signedOut } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { WitnessPage } from './witness-page';

const invitation: WitnessInvitation = {
  veteranName: 'Marcus',
  conditionName: 'Tinnitus',
  witnessName: 'Theresa',
  relationship: 'spouse',
  whatTheySaw: 'How I ask you to repeat yourself',
  expiresAt: '2026-12-29T15:00:00.000Z',
};

const renderPage = () =>
  renderApp(<Route path="/witness/:token" component={WitnessPage} />, { path: '/witness/tok-1' });

/** Types into a field the quick way: a witness's answers are long, and typing is slow here. */
async function write(events: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  await events.click(screen.getByRole('textbox', { name }));
  await events.paste(text);
}

const posts = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

describe('the witness’s page', { timeout: 30_000 }, () => {
  it('shows only the invitation, then sends the answers exactly as typed', async () => {
    const server = fakeServer({
      'GET /api/auth/user': signedOut,
      'GET /api/witness/tok-1': { status: 200, body: invitation },
      'POST /api/witness/tok-1': {
        status: 201,
        body: { message: witnessLinkMessages.thanks, safety: { level: 'none' } },
      },
    });
    const events = userEvent.setup();
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'A statement for Marcus' }),
    ).toBeTruthy();
    expect(screen.getByText('Tinnitus')).toBeTruthy();
    expect(screen.getByText('How I ask you to repeat yourself')).toBeTruthy();

    await screen.findByRole('textbox', { name: /Your full name/ });
    await write(events, /Your full name/, 'Theresa A. Pruitt');
    await events.click(screen.getByRole('checkbox', { name: 'Family member or friend' }));
    await write(events, /How do you know the veteran/, '  Married since 2004.  ');
    await write(events, /What did you see or hear/, 'He says "what?"\n\nall day <b>long</b>.');
    await write(events, /When did you see it/, 'Since 2006');
    await events.click(screen.getByRole('checkbox', { name: /true and correct/ }));
    await events.click(screen.getByRole('button', { name: 'Send my statement' }));

    expect(await screen.findByRole('heading', { name: 'Statement sent' })).toBeTruthy();
    expect(screen.getByText(witnessLinkMessages.thanks)).toBeTruthy();
    const sent = (await posts(server.requests)[0]!.json()) as Record<string, unknown>;
    expect(sent).toMatchObject({
      fullName: 'Theresa A. Pruitt',
      relationships: ['familyOrFriend'],
      howTheyKnow: '  Married since 2004.  ',
      whatTheySaw: 'He says "what?"\n\nall day <b>long</b>.',
      whenTheySawIt: 'Since 2006',
      certified: true,
    });
  });

  it('asks for what is missing before sending anything', async () => {
    const server = fakeServer({
      'GET /api/auth/user': signedOut,
      'GET /api/witness/tok-1': { status: 200, body: invitation },
    });
    const events = userEvent.setup();
    renderPage();
    await events.click(await screen.findByRole('button', { name: 'Send my statement' }));

    expect(screen.getByText('Please write your full name')).toBeTruthy();
    expect(screen.getByText('Please describe what you saw')).toBeTruthy();
    expect(
      screen.getByText('Choose how you know the veteran, or describe it under Other'),
    ).toBeTruthy();
    expect(screen.getByText(/Please confirm that your statement is true/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Your full name/ }));
    expect(posts(server.requests)).toHaveLength(0);
  });

  it.each([
    [410, witnessLinkMessages.expired, 'This link has expired'],
    [409, witnessLinkMessages.submitted, 'This statement was already sent'],
    [404, witnessLinkMessages.notFound, 'This link does not work'],
  ])('says plainly when the link answers %i', async (status, message, heading) => {
    fakeServer({
      'GET /api/auth/user': signedOut,
      'GET /api/witness/tok-1': { status, body: { message } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send my statement' })).toBeNull();
  });

  it('keeps everything typed when the link was used meanwhile, and says why', async () => {
    fakeServer({
      'GET /api/auth/user': signedOut,
      'GET /api/witness/tok-1': { status: 200, body: invitation },
      'POST /api/witness/tok-1': { status: 409, body: { message: witnessLinkMessages.submitted } },
    });
    const events = userEvent.setup();
    renderPage();
    const name = await screen.findByRole('textbox', { name: /Your full name/ });
    await write(events, /Your full name/, 'Theresa Pruitt');
    await write(events, /Other relationship/, 'neighbor');
    await write(events, /How do you know/, 'Next door.');
    await write(events, /What did you see/, 'A limp.');
    await write(events, /When did you see it/, '2010');
    await events.click(screen.getByRole('checkbox', { name: /true and correct/ }));
    await events.click(screen.getByRole('button', { name: 'Send my statement' }));

    expect(await screen.findByText(witnessLinkMessages.submitted)).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Theresa Pruitt');
  });
});
