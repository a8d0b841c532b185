// "Estimate back pay" on My Claims: offered on granted claims only, opened with the claim's
// dates, the claimed condition's rating and saved dependents, and showing what the server says.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BackPayResponse, EffectiveDateResponse } from '../../../contracts/back-pay';
import type { Claim } from '../../../contracts/claims';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import { fakeServer } from '../../test/fake-server';
import { describedText } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { ClaimsPage } from './claims-page';
import { claimAsListed } from '../../test/claims';
import { disability } from '../../test/disabilities';

const ok = (body: unknown) => ({ status: 200, body });
const TODAY = '2026-11-25';

/** A claim VA granted, decided 2026-02-20 on a claim received within a year of the intent to file. */
const claim = (disabilityName: string, extra: Partial<Claim> = {}) =>
  claimAsListed(
    disabilityName,
    {
      status: 'approved',
      submittedDate: '2025-03-10',
      intentToFileDate: '2024-09-16',
      decisionDate: '2026-02-20',
      ...extra,
    },
    { countedOn: TODAY, holidayOn: () => null },
  );

const byIntentToFile: EffectiveDateResponse = {
  date: '2024-09-16',
  setBy: 'intent-to-file',
  rule: '38 CFR 3.155(b): the claim arrived within one year of the intent to file, so the intent to file’s date is the date of claim',
};

const ledger: BackPayResponse = {
  estimable: true,
  months: [
    {
      month: '2024-10',
      percent: 70,
      household: 'a spouse',
      cents: 194_722,
      paidCents: 0,
      tableYear: 2024,
      rule: '38 CFR 3.31: paid from the first day of the month after the effective date (2024-09-16); 2024 table, in force from Dec 1, 2023',
    },
    {
      month: '2024-11',
      percent: 70,
      household: 'a spouse',
      cents: 194_722,
      paidCents: 0,
      tableYear: 2024,
      rule: '2024 table, in force from Dec 1, 2023',
    },
  ],
  grossCents: 389_444,
  alreadyPaidCents: 0,
  totalCents: 389_444,
};

function serve(routes: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/chat/sessions': ok([]),
    'GET /api/claims': ok([claim('PTSD')]),
    'GET /api/disabilities': ok([disability('PTSD', 50), disability('Lower back strain', 30)]),
    'GET /api/profile': ok({ ...SPEC_PROFILE_DEFAULTS, married: true }),
    'GET /api/back-pay/effective-date': ok(byIntentToFile),
    'POST /api/back-pay': ok(ledger),
    ...routes,
  });
}

const openEstimate = async (name = 'PTSD') => {
  const user = userEvent.setup();
  renderApp(<ClaimsPage today={TODAY} />, { path: '/claims' });
  await user.click(
    await screen.findByRole('button', {
      name: `Estimate back pay for the claim for ${name} submitted Mar 10, 2025`,
    }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: `Estimate back pay: ${name}` }));
  await dialog.findByRole('form', { name: 'Back pay facts' });
  return { user, dialog };
};

const field = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByLabelText(label) as HTMLInputElement;

describe('back pay on My Claims', () => {
  it('offers the estimate on granted claims only', async () => {
    serve({
      'GET /api/claims': ok([
        claim('PTSD'),
        claim('Tinnitus', { status: 'denied' }),
        claim('Sleep apnea', { status: 'pending', decisionDate: null }),
      ]),
    });
    renderApp(<ClaimsPage today={TODAY} />, { path: '/claims' });
    const card = async (name: string) => within(await screen.findByRole('article', { name }));

    expect((await card('PTSD')).getByRole('button', { name: /Estimate back pay/ })).toBeTruthy();
    expect(
      (await card('Tinnitus')).queryByRole('button', { name: /Estimate back pay/ }),
    ).toBeNull();
    expect(
      (await card('Sleep apnea')).queryByRole('button', { name: /Estimate back pay/ }),
    ).toBeNull();
  });

  it('opens with the claim’s dates, the claimed condition’s rating and the saved dependents, and shows the effective date’s rule', async () => {
    const server = serve();
    const { dialog } = await openEstimate();

    expect(field(dialog, 'Date VA received the claim').value).toBe('2025-03-10');
    expect(field(dialog, 'Intent to file date (optional)').value).toBe('2024-09-16');
    expect(field(dialog, 'Decision date').value).toBe('2026-02-20');
    expect(field(dialog, 'Discharge date (optional)').value).toBe('');
    // The claim is for PTSD, rated 50%: not 70%, the rating of PTSD and the back combined.
    expect(field(dialog, 'Combined rating from the effective date').value).toBe('50');
    expect(describedText(field(dialog, 'Combined rating from the effective date'))).toContain(
      'The rating of PTSD on Current Disabilities, the rating this claim is about',
    );
    expect(field(dialog, 'Spouse').checked).toBe(true);

    expect(await dialog.findByText('Effective date: Sep 16, 2024')).toBeTruthy();
    expect(dialog.getByText(/^38 CFR 3\.155\(b\): the claim arrived within one year/)).toBeTruthy();
    const asked = server.requests.find((request) => request.url.includes('effective-date'));
    expect(new URL(asked!.url).search).toBe('?claimReceived=2025-03-10&intentToFile=2024-09-16');
  });

  it('asks for the ledger from the effective date and shows each month and the total', async () => {
    const server = serve();
    const { user, dialog } = await openEstimate();
    await dialog.findByText('Effective date: Sep 16, 2024');

    await user.click(dialog.getByRole('button', { name: 'Estimate back pay' }));

    const estimate = within(await dialog.findByRole('region', { name: 'Back pay estimate' }));
    expect(estimate.getByRole('heading', { name: 'About $3,894.44 in back pay' })).toBeTruthy();
    expect(estimate.getByText(/2 months, October 2024 through November 2024/)).toBeTruthy();
    expect(estimate.getByText(/VA's decision letter and payment decide the amount/)).toBeTruthy();
    const row = within(estimate.getByRole('row', { name: /October 2024/ }));
    expect(row.getByText('70%')).toBeTruthy();
    expect(row.getByText('$1,947.22')).toBeTruthy();
    expect(row.getByText('2024')).toBeTruthy();
    expect(row.getByText(/^38 CFR 3\.31: paid from the first day of the month after/)).toBeTruthy();

    const posted = server.requests.find((request) => request.method === 'POST');
    expect(await posted!.json()).toEqual({
      effectiveDate: '2024-09-16',
      ratings: [{ from: '2024-09-16', percent: 50 }],
      households: [
        {
          from: '2024-09-16',
          household: {
            spouse: true,
            spouseAidAndAttendance: false,
            childrenUnder18: 0,
            childrenInSchool: 0,
            dependentParents: 0,
          },
        },
      ],
      alreadyPaid: [],
      through: '2026-02',
    });
  });

  it('an untouched estimate for a 10% claim starts from 10%, not the 70% the veteran holds today', async () => {
    const server = serve({
      'GET /api/claims': ok([claim('Tinnitus')]),
      'GET /api/disabilities': ok([
        disability('PTSD', 50),
        disability('Lower back strain', 30),
        disability('Tinnitus', 10),
      ]),
    });
    const { user, dialog } = await openEstimate('Tinnitus');
    await dialog.findByText('Effective date: Sep 16, 2024');
    expect(field(dialog, 'Combined rating from the effective date').value).toBe('10');

    await user.click(dialog.getByRole('button', { name: 'Estimate back pay' }));
    await dialog.findByRole('region', { name: 'Back pay estimate' });
    const posted = server.requests.find((request) => request.method === 'POST');
    expect((await posted!.json()).ratings).toEqual([{ from: '2024-09-16', percent: 10 }]);
  });

  it('a claim with no saved rating asks for the granted rating instead of using the combined one', async () => {
    serve({ 'GET /api/claims': ok([claim('Sleep apnea')]) });
    const { dialog } = await openEstimate('Sleep apnea');
    const rating = field(dialog, 'Combined rating from the effective date');
    expect(rating.value).toBe('0');
    expect(describedText(rating)).toContain(
      'No rating for Sleep apnea is saved on Current Disabilities: choose the rating VA granted for this claim.',
    );
  });

  it('both knees of a bilateral claim combine as VA would (38 CFR 4.25, 4.26)', async () => {
    serve({
      'GET /api/claims': ok([claim('Knee')]),
      'GET /api/disabilities': ok([
        disability('PTSD', 70),
        disability('Knee', 10, { side: 'left' }),
        disability('Knee', 10, { side: 'right' }),
      ]),
    });
    const { dialog } = await openEstimate('Knee');
    // 10 and 10 combine to 19, plus the bilateral factor 1.9: 20.9, rounded to 20%.
    expect(field(dialog, 'Combined rating from the effective date').value).toBe('20');
  });

  it('shows why it cannot estimate before the first table it has', async () => {
    const reason =
      'Wingman cannot estimate back pay for 2019-07: it has VA’s rates from Dec 1, 2019 through Nov 30, 2026, and never uses another year’s table for a month.';
    serve({ 'POST /api/back-pay': ok({ estimable: false, reason }) });
    const { user, dialog } = await openEstimate();
    await dialog.findByText('Effective date: Sep 16, 2024');

    await user.click(dialog.getByRole('button', { name: 'Estimate back pay' }));

    expect(await dialog.findByText(reason)).toBeTruthy();
    expect(dialog.queryByRole('region', { name: 'Back pay estimate' })).toBeNull();
  });

  it('keeps everything typed when the server refuses the facts, with its message under the field', async () => {
    serve({
      'POST /api/back-pay': {
        status: 400,
        body: {
          message: 'Invalid request',
          errors: [
            {
              path: 'alreadyPaid.0.month',
              message: 'Paid month must be from 2024-10 through 2026-02',
            },
          ],
        },
      },
    });
    const { user, dialog } = await openEstimate();
    await dialog.findByText('Effective date: Sep 16, 2024');
    await user.type(field(dialog, 'Discharge date (optional)'), '2023-12-01');
    await user.click(dialog.getByRole('button', { name: 'Add a payment VA made' }));
    await user.type(field(dialog, 'Month paid for (payment 1)'), '2024-01');
    await user.type(field(dialog, 'Amount paid (payment 1)'), '1,200.50');

    await user.click(dialog.getByRole('button', { name: 'Estimate back pay' }));

    await waitFor(() =>
      expect(describedText(field(dialog, 'Month paid for (payment 1)'))).toContain(
        'Paid month must be from 2024-10 through 2026-02',
      ),
    );
    expect(field(dialog, 'Month paid for (payment 1)').value).toBe('2024-01');
    expect(field(dialog, 'Amount paid (payment 1)').value).toBe('1,200.50');
    expect(field(dialog, 'Discharge date (optional)').value).toBe('2023-12-01');
    expect(field(dialog, 'Combined rating from the effective date').value).toBe('50');
    expect(dialog.getByText(/Check the fields marked below the inputs/)).toBeTruthy();
  });
});
