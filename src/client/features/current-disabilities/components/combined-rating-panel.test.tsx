import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import rates from '../../../../../content/rates/compensation-rates.json';
import { formatDate } from '../../../lib/format-date';
import { renderApp } from '../../../test/render-app';
import { disability } from '../../../test/disabilities';
import { CombinedRatingPanel } from './combined-rating-panel';

// In the 2026 rates (effective 2025-12-01).
const TODAY = '2026-03-15';

const renderPanel = (list = [disability('PTSD', 50), disability('Back', 30)]) => {
  renderApp(<CombinedRatingPanel disabilities={list} today={TODAY} />);
  return within(screen.getByRole('region', { name: 'Combined Rating' }));
};

describe('combined rating panel', () => {
  it('leads with the rating and the monthly amount, the details folded away', () => {
    const panel = renderPanel();

    const rating = panel.getByTestId('combined-rating');
    const amount = panel.getByTestId('monthly-compensation');
    expect(rating.textContent).toBe('70%');
    expect(amount.textContent).toBe('$1,808.45');

    const disclosures = panel.getAllByRole('button');
    expect(disclosures.map((button) => button.textContent)).toEqual([
      'Show the math',
      'What would reach 80%',
      'Individual Unemployability (TDIU)',
      'Sources',
    ]);
    for (const button of disclosures) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      // The figures come before every disclosure in reading order.
      expect(amount.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
    expect(panel.queryByRole('list', { name: 'Combination steps' })).toBeNull();
    expect(panel.queryByRole('region')).toBeNull();
  });

  it('opens the math with the keyboard and closes it again', async () => {
    const events = userEvent.setup();
    const panel = renderPanel();
    const math = panel.getByRole('button', { name: 'Show the math' });

    math.focus();
    await events.keyboard('{Enter}');
    expect(math.getAttribute('aria-expanded')).toBe('true');
    const steps = await panel.findByRole('list', { name: 'Combination steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['50% → 50', '+ 30% of the remaining 50 → 65']);

    await events.keyboard(' ');
    expect(math.getAttribute('aria-expanded')).toBe('false');
  });

  it('says where to check the amounts and when they were last checked, not internal doubts', async () => {
    const panel = renderPanel();
    const table = rates.tables.find((rateTable) => rateTable.effectiveDate === '2025-12-01')!;

    const note = panel.getByTestId('rule-check-note');
    expect(note.textContent).toBe(
      `Check the current rule at VA.gov compensation rates, last checked ${formatDate(table.checkedOn)}.`,
    );
    expect(within(note).getByRole('link').getAttribute('href')).toBe(
      'https://www.va.gov/disability/compensation-rates/veteran-rates/',
    );
    await userEvent.setup().click(panel.getByRole('button', { name: 'Sources' }));
    const sources = await panel.findByRole('region', { name: 'Sources' });
    expect(
      within(sources)
        .getByRole('link', { name: /38 CFR 4.25/ })
        .getAttribute('href'),
    ).toBe('https://www.ecfr.gov/current/title-38/chapter-I/part-4/section-4.25');
    expect(screen.queryByText(/not (been )?verified|not confirmed/i)).toBeNull();
  });

  it('at 100% drops the what-if and still says how TDIU can matter', async () => {
    const panel = renderPanel([disability('PTSD', 90), disability('Back', 50)]);

    expect(panel.getByTestId('combined-rating').textContent).toBe('100%');
    expect(panel.getByText(/100% is the highest combined rating/)).toBeTruthy();
    expect(panel.queryByRole('button', { name: /What would reach/ })).toBeNull();

    await userEvent.setup().click(panel.getByRole('button', { name: /TDIU/ }));
    const tdiu = (await panel.findByRole('region', { name: /TDIU/ })).textContent;
    expect(tdiu).toContain('SMC(s)');
    expect(tdiu).not.toContain('would not add');
  });

  it('below the TDIU thresholds says what is missing, and the reading it rests on', async () => {
    const panel = renderPanel([disability('Knee', 30), disability('Back', 20)]);

    expect(panel.getByText('Exact combined value:', { exact: false }).textContent).toBe(
      'Exact combined value: 44, rounded to the nearest 10.',
    );
    await userEvent.setup().click(panel.getByRole('button', { name: /TDIU/ }));
    const tdiu = (await panel.findByRole('region', { name: /TDIU/ })).textContent;
    expect(tdiu).toContain(
      'Not yet at the schedular thresholds of 38 CFR 4.16(a): needs one disability at 40% or more (the highest is 30%); combined rating is 40%, needs 70% — or one disability at 60% or more (the highest is 30%).',
    );
    expect(tdiu).toContain('Assumption: Uses the rounded combined rating of 38 CFR 4.25');
  });

  it('the math says how VA combines ratings and how the value rounds', async () => {
    const panel = renderPanel();

    await userEvent.setup().click(panel.getByRole('button', { name: 'Show the math' }));
    await panel.findByRole('list', { name: 'Combination steps' });
    expect(panel.getByText(/^VA does not add ratings \(38 CFR 4\.25\)/)).toBeTruthy();
    expect(panel.getByText(/^Combined value 65 rounds to/).textContent).toBe(
      'Combined value 65 rounds to 70%.',
    );
  });
});
