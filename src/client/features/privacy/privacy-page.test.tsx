import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { PrivacyPage } from './privacy-page';

const SUPPORT = 'help@vso.example.org';

/** The page as the server sends it: with the operator's SUPPORT_EMAIL, or with none set. */
function renderPage(supportEmail: string | null = SUPPORT) {
  const meta = document.createElement('meta');
  meta.name = 'wingman:support-email';
  meta.content = supportEmail ?? '';
  document.head.append(meta);
  return renderApp(<PrivacyPage />, { path: '/privacy' });
}
afterEach(() => document.head.querySelector('meta[name="wingman:support-email"]')?.remove());

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('privacy policy', () => {
  it('keeps the spec’s date and every section, in order', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('September 25, 2025').getAttribute('datetime')).toBe('2025-09-25');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Document Security and Storage',
      'Information We Collect',
      'AI Document Analysis',
      'Your Data Control',
      'Your Data Rights',
      'How to Make a Data Request',
      'Identity Verification',
      'Legal and Compliance',
      'Contact Us',
    ]);
    expect(section('Contact Us').getByText(/within 48 hours/)).toBeTruthy();
  });

  it('says where to download the data as PDF or JSON and delete the account, and that other formats are asked by email', () => {
    renderPage();

    const rights = section('Your Data Rights');
    const download = rights.getByText(/Download my data/).closest('li')?.textContent;
    expect(download).toMatch(/As a PDF, to read or print/);
    expect(download).toMatch(
      /one JSON file, for other programs: your account, profile, chats, disabilities, claims and documents/,
    );
    expect(rights.getByText('Delete account').closest('li')?.textContent).toMatch(
      /cannot be undone/,
    );
    expect(rights.getByText(/as CSV/).closest('li')?.textContent).toMatch(/ask us by email/);

    const control = section('Your Data Control');
    expect(control.getByText(/Profile & Settings → Download my data/)).toBeTruthy();
    expect(control.getByText(/Profile & Settings → Delete account/)).toBeTruthy();

    const request = section('How to Make a Data Request');
    const mail = request.getByRole('link', { name: SUPPORT });
    expect(mail.getAttribute('href')).toBe(
      `mailto:${SUPPORT}?subject=${encodeURIComponent('Data Request - [Access/Deletion/Export]')}`,
    );
  });

  it('shows no made-up address when the operator has set none', () => {
    renderPage(null);

    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(section('Contact Us').getByText(/once its operator publishes one/)).toBeTruthy();
  });

  it('says text reaches an AI provider only when the operator has connected one', () => {
    renderPage();

    const ai = section('AI Document Analysis');
    expect(
      ai.getByText(/By default, Wingman analyzes your documents .* on its own server/),
    ).toBeTruthy();
    expect(ai.getByText(/Only when the operator .* has\s+connected a third-party AI/)).toBeTruthy();
  });
});
