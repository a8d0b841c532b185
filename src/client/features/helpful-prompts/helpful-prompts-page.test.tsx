import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import promptsFile from '../../../../content/help/prompts.json';
import { AUTO_FILL_MESSAGE_KEY } from '../../lib/chat-handoff';
import { renderApp } from '../../test/render-app';
import { HelpfulPromptsPage } from './helpful-prompts-page';

afterEach(() => localStorage.clear());

const renderPage = () => renderApp(<HelpfulPromptsPage />, { path: '/helpful-prompts' });

describe('Helpful Prompts', () => {
  it('shows 16 prompts in four categories, each with its template and example', async () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Helpful Prompts' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Helpful Prompts · Wingman'));
    const counts = promptsFile.categories.map(({ title }) => [
      title,
      within(screen.getByRole('region', { name: title })).getAllByRole('article').length,
    ]);
    expect(counts).toEqual([
      ['Secondary Conditions & Symptoms', 4],
      ['Rating Optimization', 4],
      ['Document Analysis', 4],
      ['Claims Process', 4],
    ]);
    expect(screen.getAllByRole('button', { name: /^Try This Prompt/ })).toHaveLength(16);

    const card = within(screen.getByRole('article', { name: 'Work out a combined rating' }));
    expect(
      card.getByText(
        'I have ratings of [first rating]% and [second rating]%. What is my combined rating?',
      ),
    ).toBeTruthy();
    expect(
      card.getByText(/I have ratings of 50% and 30%\. What is my combined rating\?/),
    ).toBeTruthy();
  });

  it('hands the example to the chat and goes there', async () => {
    const user = userEvent.setup();
    const { location } = renderPage();

    await user.click(
      screen.getByRole('button', { name: 'Try This Prompt: Outline a buddy letter' }),
    );

    expect(localStorage.getItem(AUTO_FILL_MESSAGE_KEY)).toBe(
      'Help me outline a buddy letter from my wife about my PTSD.',
    );
    expect(location.history.at(-1)).toBe('/');
  });

  it('still goes to the chat when the browser refuses storage', async () => {
    const user = userEvent.setup();
    const { location } = renderPage();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    try {
      await user.click(
        screen.getByRole('button', { name: 'Try This Prompt: Ask for a higher rating' }),
      );
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(location.history.at(-1)).toBe('/');
  });

  it('ends with the pro tips', () => {
    renderPage();
    const tips = within(screen.getByRole('region', { name: 'Pro Tips' }));
    expect(tips.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      promptsFile.proTips.map((tip) => `${tip.title}: ${tip.text}`),
    );
    expect(tips.getByText(/upload it on the Documents page/)).toBeTruthy();
  });
});
