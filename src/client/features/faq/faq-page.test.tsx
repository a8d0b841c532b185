import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import faqFile from '../../../../content/help/faq.json';
import { SUPPORT_EMAIL_META } from '../../../contracts/site';
import { renderApp } from '../../test/render-app';
import { FaqPage } from './faq-page';

afterEach(() => document.head.querySelector(`meta[name="${SUPPORT_EMAIL_META}"]`)?.remove());

const renderPage = () => renderApp(<FaqPage />, { path: '/faq' });
/** The count badge: its number, then words only a screen reader hears, in a child element. */
const questionCount = (_: string, element: Element | null) =>
  element?.firstChild?.nodeType === Node.TEXT_NODE &&
  /^\d+ questions$/.test(element.textContent ?? '');
const category = (name: string) => within(screen.getByRole('region', { name }));
const question = (scope: ReturnType<typeof within>, name: RegExp) =>
  scope.getByRole('button', { name });
/**
 * The answer a question button opens. jsdom never finishes Mantine's collapse animation, so
 * what the panel tells assistive technology (aria-hidden) is what a veteran sees.
 */
const answerOf = (button: HTMLElement) => {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
  return { shown: panel.getAttribute('aria-hidden') === 'false', ...within(panel) };
};

describe('FAQ', () => {
  it('shows the five categories with their question counts', async () => {
    renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Frequently Asked Questions · Wingman'));
    const counts = faqFile.categories.map(({ title }) => [
      title,
      category(title).getByText(questionCount).textContent,
      category(title).getAllByRole('button', { expanded: false }).length,
    ]);
    expect(counts).toEqual([
      ['Getting Started', '3 questions', 3],
      ['Claim Process', '4 questions', 4],
      ['Ratings & Benefits', '4 questions', 4],
      ['Appeals & Reviews', '3 questions', 3],
      ['Documentation', '3 questions', 3],
    ]);
    const questions = faqFile.categories.flatMap(({ title }) =>
      category(title).getAllByRole('heading', { level: 3 }),
    );
    expect(questions).toHaveLength(17);
  });

  it('opens one answer at a time within a category, and leaves other categories alone', async () => {
    const user = userEvent.setup();
    renderPage();
    const ratings = category('Ratings & Benefits');
    const combined = question(ratings, /combined rating the sum/);
    const tdiu = question(ratings, /What is TDIU/);

    expect(answerOf(combined).shown).toBe(false);
    await user.click(combined);
    expect(combined.getAttribute('aria-expanded')).toBe('true');
    expect(answerOf(combined).shown).toBe(true);
    expect(answerOf(combined).getByText(/so the combined rating is 70%/)).toBeTruthy();

    await user.click(tdiu);
    expect(answerOf(tdiu).shown).toBe(true);
    expect(combined.getAttribute('aria-expanded')).toBe('false');
    expect(answerOf(combined).shown).toBe(false);

    const firstClaim = question(category('Getting Started'), /file my first/);
    await user.click(firstClaim);
    expect(answerOf(firstClaim).shown).toBe(true);
    expect(answerOf(tdiu).shown).toBe(true);
  });

  it('names the sources of an answer, opening them in a new tab', async () => {
    const user = userEvent.setup();
    renderPage();
    const denial = question(category('Appeals & Reviews'), /denies my claim/);
    await user.click(denial);

    const answer = answerOf(denial);
    expect(answer.shown).toBe(true);
    const source = answer.getByRole('link', {
      name: /^VA\.gov, Decision reviews FAQs\s*\(opens in a new tab\)$/,
      hidden: true,
    });
    expect(source.getAttribute('href')).toBe('https://www.va.gov/resources/decision-reviews-faqs/');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(answer.getByText(/Last checked Nov 23, 2026/)).toBeTruthy();
  });

  it('ends by inviting the veteran to ask Wingman or write to support', async () => {
    const meta = document.createElement('meta');
    meta.name = SUPPORT_EMAIL_META;
    meta.content = 'help@vso.example.org';
    document.head.append(meta);
    const user = userEvent.setup();
    const { location } = renderPage();

    const footer = category('Still have questions?');
    expect(footer.getByRole('link', { name: 'help@vso.example.org' }).getAttribute('href')).toBe(
      'mailto:help@vso.example.org',
    );
    await user.click(footer.getByRole('link', { name: 'Ask Wingman' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('says plainly who answers in the chat: its own engine, or a model the operator connects', () => {
    renderPage();
    const footer = category('Still have questions?');

    expect(
      footer.getByRole('heading', { level: 3, name: 'Who answers in the chat?' }),
    ).toBeTruthy();
    expect(footer.getByText(/^Wingman's own engine\. It answers from VA's rules/)).toBeTruthy();
    expect(footer.getByText(/so it works offline/)).toBeTruthy();
    expect(
      footer.getByText(/Whoever runs this Wingman can also connect a language model/),
    ).toBeTruthy();
    expect(footer.getByText(/it answers from the same content/)).toBeTruthy();
    expect(
      footer.getByText(/Neither one is a person or an accredited representative/),
    ).toBeTruthy();
  });
});
