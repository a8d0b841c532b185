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
      'What Remains After You Delete Your Account',
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
    expect(download).toMatch(/two formats that hold the same things. As a PDF, to read or print/);
    for (const part of [
      'rating guidance',
      'intents to file',
      'My Case',
      'witness statements',
      'symptom journal',
      'C&P exams',
      'chats',
    ]) {
      expect(download).toContain(part);
    }
    expect(download).toMatch(
      /one JSON file, for other programs: all of the same, and each document's text and original file/,
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

  it('says what remains after an account is deleted, where, and for how long', () => {
    renderPage();

    const after = section('What Remains After You Delete Your Account');
    const item = (label: string) => after.getByText(label).closest('li')?.textContent;
    expect(
      after.getByText(/removes it, and everything in it, from Wingman's database at/),
    ).toBeTruthy();
    expect(item("The database's own files:")).toMatch(
      /write-ahead log.*asks the database to close that log at once \(a checkpoint\)/,
    );
    expect(item('Backups:')).toMatch(/Wingman itself makes no backup copies/);
    expect(item('Emails we sent you:')).toMatch(/saved as files on its server instead/);
    expect(item('Server logs:')).toMatch(/never your documents, messages or password/);
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
