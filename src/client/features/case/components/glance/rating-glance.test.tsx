import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPEC_PROFILE_DEFAULTS } from '../../../../../contracts/fixtures/profile-defaults';
import { disability } from '../../../../test/disabilities';
import { fakeServer } from '../../../../test/fake-server';
import { renderApp } from '../../../../test/render-app';
import { RatingGlance } from './rating-glance';

const ok = (body: unknown) => ({ status: 200, body });

/** 50% and 30% combine to 70%; the profile gives a spouse and one child under 18. */
function serve(profile: Partial<typeof SPEC_PROFILE_DEFAULTS> = {}) {
  fakeServer({
    'GET /api/disabilities': ok([disability('PTSD', 50), disability('Lower back', 30)]),
    'GET /api/profile': ok({ ...SPEC_PROFILE_DEFAULTS, ...profile }),
  });
}

const block = async () => {
  const text = await screen.findByText(/combined/);
  return within(text.closest('div')!.parentElement!);
};

describe('home panel: rating and pay for the saved household', () => {
  it('pays the spouse and child saved on Profile & Settings, as Current Disabilities does ($2,074.45, not $1,808.45)', async () => {
    serve({ married: true, childrenUnder18: 1 });
    renderApp(<RatingGlance today="2026-11-15" />);
    const panel = await block();
    const line = panel.getByText(/combined/).textContent;
    expect(line).toContain('70% combined');
    expect(line).toContain('$2,074.45 a month with a spouse and 1 child under 18');
    expect(line).not.toContain('$1,808.45');
    expect(panel.queryByTestId('previous-rates-table')).toBeNull();
  });

  it('says a veteran alone while no dependents are saved', async () => {
    serve();
    renderApp(<RatingGlance today="2026-11-15" />);
    const panel = await block();
    expect(panel.getByText(/combined/).textContent).toContain(
      '$1,808.45 a month for a veteran alone',
    );
  });

  it('from 1 Dec 2026 says the amount is from the 2026 table, the 2027 one not being loaded', async () => {
    serve({ married: true, childrenUnder18: 1 });
    renderApp(<RatingGlance today="2026-12-07" />);
    const panel = await block();
    expect(panel.getByText(/combined/).textContent).toContain('$2,074.45 a month');
    expect((await screen.findByTestId('previous-rates-table')).textContent).toBe(
      "VA's 2027 rates took effect on December 1, 2026 and Wingman has not loaded them yet, so this amount is from the 2026 rates, the previous table; VA's amount is likely a little higher.",
    );
  });
});
