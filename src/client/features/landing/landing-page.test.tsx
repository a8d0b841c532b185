import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { LandingPage } from './landing-page';

const renderLanding = () => renderApp(<LandingPage onSignIn={() => {}} onGetStarted={() => {}} />);

/** The four feature cards as a visitor reads them: title, then description. */
const featureCards = () =>
  screen.getAllByRole('article').map((card) => ({
    title: within(card).getByRole('heading', { level: 3 }).textContent ?? '',
    text: card.textContent ?? '',
  }));

describe('the landing page’s feature cards', () => {
  it('keep the spec’s four titles', () => {
    renderLanding();
    expect(featureCards().map(({ title }) => title)).toEqual([
      'AI-Powered Guidance',
      'Document Analysis',
      'Expert Chat',
      'Secure & Private',
    ]);
  });

  it('say what answers: Wingman’s own engine, offline, or a model the operator connects', () => {
    renderLanding();
    const guidance = within(screen.getByRole('article', { name: 'AI-Powered Guidance' }));

    expect(guidance.getByText(/^Wingman's own engine answers from VA's rules/)).toBeTruthy();
    expect(guidance.getByText(/it works offline\./)).toBeTruthy();
    expect(
      guidance.getByText(/Whoever runs this Wingman may connect a language model/),
    ).toBeTruthy();
    expect(guidance.getByText(/words answers more freely, from the same content\.$/)).toBeTruthy();
  });

  it('say the chat is a guide, not a human expert, and where a person can advise', () => {
    renderLanding();
    const chat = within(screen.getByRole('article', { name: 'Expert Chat' }));
    expect(chat.getByText(/It is a guide, not a human expert/)).toBeTruthy();
    expect(chat.getByText(/an accredited VSO representative can advise you for free/)).toBeTruthy();
  });

  it('promise no expert and no AI guidance without saying what stands behind it', () => {
    renderLanding();
    for (const { title, text } of featureCards()) {
      const description = text.slice(title.length);
      if (/\bAI\b/.test(text)) expect(description, title).toMatch(/Wingman's own engine/);
      if (/expert/i.test(text)) expect(description, title).toMatch(/not a human expert/);
      expect(description, title).not.toMatch(/\bAI\b|AI-powered/i);
      expect(description.replace(/not a human expert/g, ''), title).not.toMatch(/expert/i);
    }
  });
});
