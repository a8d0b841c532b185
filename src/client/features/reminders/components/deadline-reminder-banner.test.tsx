import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPEC_PROFILE_DEFAULTS } from '../../../../contracts/fixtures/profile-defaults';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { claimAsListed } from '../../../test/claims';
import { DeadlineReminderBanner } from './deadline-reminder-banner';

// The server counts deadlines from this day, whatever the machine's clock says.
const TODAY = '2027-05-25';
const ok = (body: unknown) => ({ status: 200, body });
const noHolidays = () => null;
/** Denied on 1 June 2026: the Higher-Level Review and Board Appeal windows end 1 June 2027. */
const deniedClaim = claimAsListed(
  'Tinnitus',
  { status: 'denied', decisionDate: '2026-06-01', decisionType: 'initial-claim' },
  { countedOn: TODAY, holidayOn: noHolidays },
);
const farClaim = claimAsListed(
  'Left knee',
  { status: 'denied', decisionDate: '2027-01-04', decisionType: 'initial-claim' },
  { countedOn: TODAY, holidayOn: noHolidays },
);

const renderBanner = () => renderApp(<DeadlineReminderBanner />);

describe('deadline reminders on the screen', () => {
  it('says when a deadline on My Claims is near, without naming the condition, and links to it', async () => {
    fakeServer({
      'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS),
      'GET /api/claims': ok([deniedClaim, farClaim]),
      'GET /api/intents-to-file': ok([]),
    });
    renderBanner();

    const banner = within(await screen.findByRole('region', { name: 'Deadline reminder' }));
    expect(
      banner.getByText(/A deadline on My Claims ends in 7 days \(Tuesday, June 1, 2027\)\./),
    ).toBeTruthy();
    expect(banner.getByRole('link', { name: 'See your deadlines' }).getAttribute('href')).toBe(
      '/claims',
    );
    expect(banner.queryByText(/Tinnitus/)).toBeNull();
  });

  it('shows nothing, and asks for no deadlines, when the veteran turned reminders off', async () => {
    const server = fakeServer({
      'GET /api/profile': ok({ ...SPEC_PROFILE_DEFAULTS, notifications: false }),
      'GET /api/claims': ok([deniedClaim]),
      'GET /api/intents-to-file': ok([]),
    });
    renderBanner();

    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(new URL(server.requests[0]!.url).pathname).toBe('/api/profile');
    expect(screen.queryByRole('region', { name: 'Deadline reminder' })).toBeNull();
  });

  it('shows nothing while no deadline is within 30 days', async () => {
    const server = fakeServer({
      'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS),
      'GET /api/claims': ok([farClaim]),
      'GET /api/intents-to-file': ok([]),
    });
    renderBanner();

    await waitFor(() => expect(server.requests).toHaveLength(3));
    expect(screen.queryByRole('region', { name: 'Deadline reminder' })).toBeNull();
  });
});
