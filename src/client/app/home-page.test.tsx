import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import lanesContent from '../../../content/review-lanes.json';
import rates from '../../../content/rates/compensation-rates.json';
import type { ChatSession } from '../../contracts/chat';
import { SPEC_PROFILE_DEFAULTS } from '../../contracts/fixtures/profile-defaults';
import type { Claim, ClaimWithDeadlines } from '../../contracts/claims';
import type { IntentToFile } from '../../contracts/intent-to-file';
import { claimDeadlines } from '../../domain/deadlines/claim-deadlines';
import { intentToFileRecord } from '../../domain/deadlines/intent-to-file-record';
import type { ReviewLanesContent } from '../../domain/deadlines/review-lanes';
import { caseOf, condition, element } from '../test/case';
import { disability } from '../test/disabilities';
import { AUTO_FILL_MESSAGE_KEY, LOAD_CHAT_SESSION_KEY } from '../lib/chat-handoff';
import { formatDate, localToday } from '../lib/format-date';
import { storedDocument, inHours } from '../test/documents';
import { fakeServer, veteran } from '../test/fake-server';
import { renderApp } from '../test/render-app';
import { HomePage } from './home-page';

const ok = (body: unknown) => ({ status: 200, body });
const TODAY = localToday();

const chat = (id: string, title: string): ChatSession => ({
  id,
  title,
  mode: 'general',
  createdAt: '2026-03-10T14:00:00.000Z',
  updatedAt: '2026-03-10T14:00:00.000Z',
});

/** A claim denied 20 days ago: its review deadlines run from the decision, counted today. */
function deniedClaim(): ClaimWithDeadlines {
  const decided = new Date();
  decided.setDate(decided.getDate() - 20);
  const stored: Claim = {
    id: '00000000-0000-4000-9000-000000000001',
    disabilityName: 'Tinnitus',
    status: 'denied',
    submittedDate: '2024-01-10',
    notes: null,
    documents: [],
    decisionDate: localToday(decided),
    decisionType: 'initial-claim',
    intentToFileDate: null,
    createdAt: '2024-01-10T15:00:00.000Z',
    updatedAt: '2024-01-10T15:00:00.000Z',
  };
  const deadlines = claimDeadlines(stored, TODAY, () => null, lanesContent as ReviewLanesContent);
  return { ...stored, deadlines };
}

const apnea = condition('Sleep apnea', {
  readiness: { done: 1, total: 3 },
  elements: [element('diagnosis', 'Current diagnosis', { status: 'in-record' })],
});

/** An open intent to file received 350 days ago: its year ends in about two weeks. */
function closingIntent(): IntentToFile {
  const received = new Date();
  received.setDate(received.getDate() - 350);
  const receivedDate = localToday(received);
  const content = (lanesContent as ReviewLanesContent).intentToFile;
  return {
    id: '00000000-0000-4000-8000-000000000001',
    receivedDate,
    method: 'online',
    benefit: 'compensation',
    notes: null,
    createdAt: `${receivedDate}T15:00:00.000Z`,
    ...intentToFileRecord(
      { receivedDate, benefit: 'compensation' },
      [],
      TODAY,
      () => null,
      content,
    ),
  };
}

function serveHome(intents: IntentToFile[] = []) {
  const first = chat('4a6f9a52-0a43-4d1e-9d1b-3d2f1c0b9e01', 'Tinnitus rating');
  const asked = chat('4a6f9a52-0a43-4d1e-9d1b-3d2f1c0b9e02', 'What am I missing for Sleep apnea?');
  let created = false;
  const server = fakeServer({
    'GET /api/auth/user': ok(veteran),
    'GET /api/chat/sessions': () => ok(created ? [asked, first] : [first]),
    [`GET /api/chat/sessions/${first.id}/messages`]: ok([]),
    [`GET /api/chat/sessions/${asked.id}/messages`]: ok([]),
    'POST /api/chat/sessions': () => {
      created = true;
      return { status: 201, body: asked };
    },
    'GET /api/case': ok(caseOf({ conditions: [apnea] })),
    'GET /api/disabilities': ok([disability('PTSD', 50), disability('Lower back', 30)]),
    'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS),
    'GET /api/claims': ok([deniedClaim()]),
    'GET /api/intents-to-file': ok(intents),
    'GET /api/documents': ok([
      storedDocument('Sleep study.pdf', { fileContentExpiresAt: inHours(5) }),
      storedDocument('DD214.pdf', { fileContentExpiresAt: inHours(47) }),
    ]),
  });
  return { server, asked };
}

async function unfoldedPanel() {
  const events = userEvent.setup();
  renderApp(<HomePage />, { path: '/' });
  const panel = await screen.findByRole('complementary', { name: 'Your Case at a Glance' });
  const toggle = within(panel).getByRole('button', { name: 'Show' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await events.click(toggle);
  expect(within(panel).getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe(
    'true',
  );
  return { events, panel: within(panel) };
}

describe('home: the case at a glance beside the chat', () => {
  it('keeps the chat and folds the panel on a narrow screen', async () => {
    serveHome();
    renderApp(<HomePage />, { path: '/' });
    expect(await screen.findByRole('textbox', { name: 'Message Wingman' })).toBeTruthy();
    const panel = await screen.findByRole('complementary', { name: 'Your Case at a Glance' });
    expect(within(panel).getByRole('button', { name: 'Show' })).toBeTruthy();
  });

  it('shows rating and pay, the next deadline, conditions with gaps and files about to expire, each with its screen', async () => {
    serveHome();
    const { panel } = await unfoldedPanel();

    // 50% and 30% combine to 65, which VA rounds to 70%; paid from this year's table.
    const table = [...rates.tables].reverse().find((entry) => entry.effectiveDate <= TODAY)!;
    const monthly = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      table.amounts['70' as keyof typeof table.amounts],
    );
    await waitFor(() => expect(panel.getByText(/combined/).textContent).toContain('70% combined'));
    expect(panel.getByText(/combined/).textContent).toContain(`${monthly} a month`);

    const deadline = await panel.findByText(
      (_, node) => node?.tagName === 'P' && /for Tinnitus/.test(node.textContent ?? ''),
    );
    expect(deadline.textContent).toMatch(
      /^Higher-Level Review for Tinnitus: by \w{3} \d{2}, \d{4}$/,
    );

    expect((await panel.findByText(/of 3 backed/)).closest('li')?.textContent).toBe(
      'Sleep apnea: 1 of 3 backed',
    );
    const expiring = await panel.findByText('Sleep study.pdf');
    expect(expiring.closest('li')?.textContent).toMatch(/^Sleep study\.pdf: [45]h \d+m remaining$/);
    expect(panel.queryByText('DD214.pdf')).toBeNull();

    expect(
      panel.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Current Disabilities', '/current-disabilities'],
      ['My Claims', '/claims'],
      ['My Case', '/case'],
      ['Documents', '/documents'],
    ]);
  });

  it('shows an intent to file whose year ends before the claims’ nearest deadline', async () => {
    const intent = closingIntent();
    serveHome([intent]);
    const { panel } = await unfoldedPanel();

    const line = await panel.findByText(
      (_, node) => node?.tagName === 'P' && /^Intent to file:/.test(node.textContent ?? ''),
    );
    expect(line.textContent).toBe(
      `Intent to file: submit your claim by ${formatDate(intent.end.deadline)}`,
    );
    expect(line.parentElement?.textContent).toContain('Due soon');
    expect(panel.queryByText(/for Tinnitus/)).toBeNull();
  });

  it('asks a starter question in a new chat, with the question ready to send', async () => {
    const { server, asked } = serveHome();
    const { events, panel } = await unfoldedPanel();

    // The first question is about the case, once it has loaded.
    await panel.findByRole('button', { name: /Sleep apnea/ });
    const questions = panel.getAllByRole('button', { name: /^Ask:/ });
    expect(questions.map((button) => button.textContent)).toEqual([
      'Ask: What am I missing for Sleep apnea?',
      'Ask: Which deadlines apply after a VA decision?',
      'Ask: How do I ask someone for a buddy statement?',
    ]);
    await events.click(questions[0]!);

    const post = server.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/api/chat/sessions'),
    );
    expect(await post!.json()).toEqual({ title: 'What am I missing for Sleep apnea?' });
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Message Wingman' }) as HTMLTextAreaElement).value,
      ).toBe('What am I missing for Sleep apnea?'),
    );
    await waitFor(() =>
      expect(
        server.requests.some((request) =>
          request.url.endsWith(`/api/chat/sessions/${asked.id}/messages`),
        ),
      ).toBe(true),
    );
    // The hints are spent when the chat opens, except the text, which goes after sending.
    expect(localStorage.getItem(LOAD_CHAT_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(AUTO_FILL_MESSAGE_KEY)).toBe('What am I missing for Sleep apnea?');
    localStorage.clear();
  });
});
