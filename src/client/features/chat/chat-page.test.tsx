import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatSession } from '../../../contracts/chat';
import type { Disability } from '../../../contracts/disabilities';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import { storedDocument, testId } from '../../test/documents';
import {
  AUTO_ATTACH_DISABILITY_KEY,
  AUTO_ATTACH_DOCUMENT_KEY,
  AUTO_FILL_MESSAGE_KEY,
  LOAD_CHAT_SESSION_KEY,
} from '../../lib/chat-handoff';
import { fakeServer, veteran } from '../../test/fake-server';
import { findToast, inDialog } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { fakeUploadRequests } from '../../test/fake-upload-requests';
import { ChatPage } from './chat-page';

const ok = (body?: unknown) => ({ status: 200, body });
const created = (body: unknown) => ({ status: 201, body });

const uuid = testId;

const session = (title: string, extra: Partial<ChatSession> = {}): ChatSession => ({
  id: uuid(),
  title,
  mode: 'general',
  createdAt: '2026-03-14T09:00:00.000Z',
  updatedAt: '2026-03-14T09:30:00.000Z',
  ...extra,
});

const message = (
  sessionId: string,
  role: ChatMessage['role'],
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id: uuid(),
  sessionId,
  role,
  content,
  createdAt: '2026-03-14T09:30:00.000Z',
  attachedDocuments: [],
  attachedDisabilities: [],
  ...extra,
});

const disability = (name: string, currentPercentage: number): Disability =>
  ({
    id: uuid(),
    name,
    currentPercentage,
    diagnosticCode: null,
    side: null,
    createdAt: '2026-03-14T09:30:00.000Z',
    updatedAt: '2026-03-14T09:30:00.000Z',
  }) as Disability;

/** A reply body the test writes to event by event, as the server would stream it. */
function replyStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  // Each event is written inside act, with a turn of the event loop for the page to read it.
  const send = (event: string, data: unknown) =>
    act(async () => {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return {
    body,
    token: (text: string) => send('token', { text }),
    done: async (data: unknown) => {
      await send('done', data);
      controller.close();
    },
    error: async (data: unknown) => {
      await send('error', data);
      controller.close();
    },
    fail: (reason: unknown) => controller.error(reason),
  };
}

type Routes = Parameters<typeof fakeServer>[0];

/**
 * The fake server, plus POST /api/chat/message answered with a stream the test controls.
 * Aborting the request ends the stream the way a browser does.
 */
function serve(routes: Routes, stream?: ReturnType<typeof replyStream>) {
  const server = fakeServer({
    'GET /api/auth/user': ok(veteran),
    'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS),
    ...routes,
  });
  const json = server.fetch;
  const sent: { body: unknown; accept: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/chat/message' || !stream) return json(input, init);
    sent.push({
      body: JSON.parse(String(init?.body)),
      accept: new Headers(init?.headers).get('Accept'),
    });
    init?.signal?.addEventListener('abort', () =>
      stream.fail(new DOMException('The user aborted a request.', 'AbortError')),
    );
    return new Response(stream.body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { ...server, sent };
}

const renderPage = () => renderApp(<ChatPage />, { path: '/' });
const input = () => screen.getByRole('textbox', { name: 'Message Wingman' }) as HTMLTextAreaElement;
const pathsOf = (requests: Request[]) =>
  requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);

/** Opens the chat on its welcome card and sends a question with Enter. */
/** A new chat with nothing uploaded yet, open at its welcome; `routes` adds to what it serves. */
async function openNewChatWithoutDocuments(routes: Routes = {}) {
  const chat = session('New Chat');
  serve({
    'GET /api/chat/sessions': ok([chat]),
    [`GET /api/chat/sessions/${chat.id}/messages`]: ok([]),
    'GET /api/documents': ok([]),
    ...routes,
  });
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('region', { name: 'Welcome' });
  return user;
}

async function openAndAsk(question: string) {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('region', { name: 'Welcome' });
  await user.type(input(), `${question}{Enter}`);
  return user;
}

// Hints left in browser storage by one case must not reach the next.
beforeEach(() => localStorage.clear());

describe('chat screen: opening', () => {
  it('greets a veteran with no chats on a blank chat, and stores none until the first message', async () => {
    const fresh = session('New Chat');
    const sessions: ChatSession[] = [];
    const stored: ChatMessage[] = [];
    const stream = replyStream();
    const server = serve(
      {
        'GET /api/chat/sessions': () => ok(sessions),
        'POST /api/chat/sessions': () => {
          sessions.push(fresh);
          return created(fresh);
        },
        [`GET /api/chat/sessions/${fresh.id}/messages`]: () => ok(stored),
      },
      stream,
    );
    const user = userEvent.setup();
    renderPage();

    const welcome = within(await screen.findByRole('region', { name: 'Welcome' }));
    expect(welcome.getByText('AI Assistant')).toBeTruthy();
    expect(welcome.getByText(/Hello, Jane! I'm Wingman/)).toBeTruthy();
    expect(screen.getByText(/Wingman is for education only/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(input(), 'What is a nexus letter?{Enter}');
    expect(await screen.findByText('What is a nexus letter?')).toBeTruthy();
    const creates = server.requests.filter((request) => request.method === 'POST');
    expect(creates).toHaveLength(1);
    expect(await creates[0]!.json()).toEqual({ title: 'New Chat' });
    expect(server.sent[0]?.body).toMatchObject({ sessionId: fresh.id });
    stored.push(
      message(fresh.id, 'user', 'What is a nexus letter?'),
      message(fresh.id, 'assistant', 'A nexus letter links your condition to service.'),
    );
    await stream.done({ userMessage: stored[0], assistantMessage: stored[1] });
    expect(await screen.findByText('A nexus letter links your condition to service.')).toBeTruthy();
  });

  it('opens the first chat, with the veteran on the right and Wingman in safe Markdown', async () => {
    const first = session('Tinnitus questions');
    serve({
      'GET /api/chat/sessions': ok([first, session('Older chat')]),
      [`GET /api/chat/sessions/${first.id}/messages`]: ok([
        message(first.id, 'user', 'Line one\nLine two'),
        message(
          first.id,
          'assistant',
          'See **38 CFR 4.87**.\n\n[VA page](https://www.va.gov/disability/)\n\n[My Claims](/claims)\n\n<img src=x onerror="alert(1)">',
        ),
      ]),
    });
    renderPage();

    const mine = await screen.findByRole('listitem', { name: 'You said' });
    expect(mine.textContent).toBe('Line one\nLine two');
    const reply = screen.getByRole('listitem', { name: 'Wingman said' });
    expect(within(reply).getByText('38 CFR 4.87').tagName).toBe('STRONG');
    const link = within(reply).getByRole('link', { name: 'VA page' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const own = within(reply).getByRole('link', { name: 'My Claims' });
    expect(own.getAttribute('href')).toBe('/claims');
    expect(own.getAttribute('target')).toBeNull();
    expect(reply.querySelector('img')).toBeNull();
  });

  it('opens the chat My Claims asked for, and spends that hint', async () => {
    const first = session('Newest');
    const wanted = session('From My Claims');
    localStorage.setItem(LOAD_CHAT_SESSION_KEY, wanted.id);
    serve({
      'GET /api/chat/sessions': ok([first, wanted]),
      [`GET /api/chat/sessions/${wanted.id}/messages`]: ok([
        message(wanted.id, 'user', 'What is a buddy letter?'),
      ]),
    });
    renderPage();

    expect(await screen.findByText('What is a buddy letter?')).toBeTruthy();
    expect(localStorage.getItem(LOAD_CHAT_SESSION_KEY)).toBeNull();
  });

  it('says so when the first message cannot start a chat, and keeps what was typed', async () => {
    serve({
      'GET /api/chat/sessions': ok([]),
      'POST /api/chat/sessions': { status: 500, body: { message: 'Something went wrong' } },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Welcome' });
    await user.type(input(), 'Is tinnitus always 10%?{Enter}');

    const { text, tone } = await findToast();
    expect(text).toContain('Failed to create chat session. Please try again.');
    expect(tone).toBe('destructive');
    expect(input().value).toBe('Is tinnitus always 10%?');
  });
});

describe('chat screen: sending', () => {
  const setUp = (stream = replyStream()) => {
    const chat = session('New Chat');
    // What the server has stored; a test adds the messages a send stores.
    const stored: ChatMessage[] = [];
    const server = serve(
      {
        'GET /api/chat/sessions': ok([chat]),
        [`GET /api/chat/sessions/${chat.id}/messages`]: () => ok(stored),
      },
      stream,
    );
    return { chat, server, stream, stored };
  };

  it('keeps Shift+Enter as a new line, sends on Enter and streams the reply in', async () => {
    const { chat, server, stream, stored } = setUp();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Welcome' });

    await user.type(input(), 'I have 50%{Shift>}{Enter}{/Shift}and 30%');
    expect(input().value).toBe('I have 50%\nand 30%');
    await user.type(input(), '{Enter}');

    expect(input().value).toBe('');
    expect(server.sent).toEqual([
      {
        accept: 'text/event-stream',
        body: {
          sessionId: chat.id,
          content: 'I have 50%\nand 30%',
          attachedDocuments: [],
          attachedDisabilities: [],
          // The browser's own zone, so the chat counts deadlines from the veteran's today.
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      },
    ]);
    expect(screen.getByRole('listitem', { name: 'You said' }).textContent).toBe(
      'I have 50%\nand 30%',
    );
    expect(screen.getByRole('status').textContent).toBe('Wingman is thinking');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();

    await stream.token('Your combined');
    const reply = screen.getByRole('listitem', { name: 'Wingman said' });
    expect(reply.textContent).toBe('Your combined');
    expect(screen.queryByText('Wingman is thinking')).toBeNull();
    await stream.token(' rating is **70%**.');
    expect(reply.textContent).toBe('Your combined rating is 70%.');

    stored.push(
      message(chat.id, 'user', 'I have 50%\nand 30%'),
      message(chat.id, 'assistant', 'Your combined rating is **70%** (38 CFR 4.25).'),
    );
    server.fetch.mockClear();
    await stream.done({ userMessage: stored[0], assistantMessage: stored[1] });

    expect(await screen.findByText('(38 CFR 4.25).', { exact: false })).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: 'Wingman said' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    // The conversation and the chat list reload from the server.
    await waitFor(() =>
      expect(pathsOf(server.requests)).toEqual(
        expect.arrayContaining([
          `GET /api/chat/sessions/${chat.id}/messages`,
          'GET /api/chat/sessions',
        ]),
      ),
    );
  });

  it('brings the new question to the top once, and leaves the view alone as its answer arrives', async () => {
    const { chat, stream, stored } = setUp();
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    await openAndAsk('What is a DBQ?');
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'start' });

    // A veteran reading on while it streams, and the stored answer replacing the streamed
    // one, are not pulled back.
    await stream.token('A DBQ is ');
    await stream.token('a form your examiner fills in.');
    stored.push(
      message(chat.id, 'user', 'What is a DBQ?'),
      message(chat.id, 'assistant', 'A DBQ is a form your examiner fills in.'),
    );
    await stream.done({ userMessage: stored[0], assistantMessage: stored[1] });
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(scrolled).toHaveBeenCalledTimes(1);
    scrolled.mockRestore();
  });

  it('stops a reply with the Stop button, without a failure toast', async () => {
    const { stream } = setUp();
    const user = await openAndAsk('Tell me about TDIU');
    await stream.token('TDIU means ');
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the message is saved, without giving its text back, when the reply breaks off', async () => {
    const { stream } = setUp();
    await openAndAsk('What is a DBQ?');
    await act(async () => {
      await stream.token('A DBQ');
      stream.fail(new TypeError('Network error'));
    });

    const { text, tone } = await findToast();
    expect(text).toContain('The connection was lost before the answer finished.');
    expect(text).toContain('Your message is saved in this chat.');
    expect(tone).toBe('destructive');
    // The server stored it; sending the text again would ask twice.
    expect(input().value).toBe('');
  });

  it('passes on the server’s reason when it reports a failed answer', async () => {
    const { stream } = setUp();
    await openAndAsk('What is a DBQ?');
    await act(async () => {
      await stream.error({ message: 'Wingman could not finish this answer. Please try again.' });
    });

    const { text } = await findToast();
    expect(text).toContain('Wingman could not finish this answer. Please try again.');
    expect(input().value).toBe('');
  });

  it('gives the text back when the message never reached the server', async () => {
    setUp();
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', async (request: RequestInfo | URL, init?: RequestInit) => {
      if (String(request) === '/api/chat/message') throw new TypeError('Failed to fetch');
      return served(request, init);
    });
    await openAndAsk('What is a DBQ?');

    const { text } = await findToast();
    expect(text).toContain('Failed to send message. Please try again.');
    expect(input().value).toBe('What is a DBQ?');
  });
});

describe('chat screen: attaching', () => {
  it('picks existing documents, shows them as chips, and sends their ids', async () => {
    const chat = session('New Chat');
    const nexus = storedDocument('Nexus letter.pdf');
    const stream = replyStream();
    const stored: ChatMessage[] = [];
    const server = serve(
      {
        'GET /api/chat/sessions': ok([chat]),
        [`GET /api/chat/sessions/${chat.id}/messages`]: () => ok(stored),
        'GET /api/documents': ok([
          nexus,
          storedDocument('Hearing test.pdf'),
          storedDocument('Old scan.pdf', { hasContent: false, isContentExpired: true }),
          storedDocument('Removed.pdf', { hasContent: false }),
        ]),
      },
      stream,
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Welcome' });
    expect(pathsOf(server.requests)).not.toContain('GET /api/documents');

    await user.click(screen.getByRole('button', { name: 'Attach documents' }));
    const dialog = inDialog('Attach Documents to Chat');
    // The picker's own chunk may still be on its way: the tabs come with it.
    const existing = await dialog.findByRole('tab', { name: 'Existing Documents' });
    expect(existing.getAttribute('aria-selected')).toBe('true');
    expect(dialog.getByRole('tab', { name: 'Upload New' })).toBeTruthy();
    expect(
      await dialog.findByText('2 documents unavailable: their file content', { exact: false }),
    ).toBeTruthy();
    expect(dialog.queryByText('Old scan.pdf')).toBeNull();
    const attach = dialog.getByRole('button', { name: 'Attach Documents' }) as HTMLButtonElement;
    expect(attach.disabled).toBe(true);
    expect(dialog.getByText('0 selected')).toBeTruthy();

    const card = dialog.getByRole('button', { name: /Nexus letter\.pdf/ });
    expect(card.textContent).toContain('240 KB · Uploaded Mar 14, 2026');
    expect(card.textContent).toMatch(/47h 30m remaining|47h 29m remaining/);
    await user.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(within(card).getByText('Selected')).toBeTruthy();
    expect(dialog.getByText('1 selected')).toBeTruthy();
    await user.click(attach);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const chips = within(screen.getByRole('list', { name: 'Attached to your next message' }));
    expect(chips.getByText('Nexus letter.pdf')).toBeTruthy();
    expect(chips.getByText(/240 KB · Mar 14, 2026 · 47h/)).toBeTruthy();

    await user.type(input(), 'What is this missing?{Enter}');
    expect(server.sent[0]!.body).toMatchObject({ attachedDocuments: [nexus.id] });
    stored.push(
      message(chat.id, 'user', 'What is this missing?'),
      message(chat.id, 'assistant', 'It has no nexus opinion.'),
    );
    await stream.done({ userMessage: stored[0], assistantMessage: stored[1] });
    await screen.findByText('It has no nexus opinion.');
    expect(screen.queryByRole('list', { name: 'Attached to your next message' })).toBeNull();
  });

  it('points to the Documents page when nothing can be attached, and closes on Cancel', async () => {
    const user = await openNewChatWithoutDocuments();

    await user.click(screen.getByRole('button', { name: 'Attach documents' }));
    const dialog = inDialog('Attach Documents to Chat');
    expect(await dialog.findByText(/Upload documents on the/)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Documents page' }).getAttribute('href')).toBe(
      '/documents',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the picker from the keyboard, moves between its tabs and closes with Escape', async () => {
    const user = await openNewChatWithoutDocuments();

    const attach = screen.getByRole('button', { name: 'Attach documents' });
    attach.focus();
    await user.keyboard('{Enter}');
    const dialog = inDialog('Attach Documents to Chat');
    const existing = await dialog.findByRole('tab', { name: 'Existing Documents' });
    existing.focus();
    await user.keyboard('{ArrowRight}');
    expect(dialog.getByRole('tab', { name: 'Upload New' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(dialog.getByRole('button', { name: 'Choose Files' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(attach));
  });

  it('uploads new files one at a time after consent, then attaches them', async () => {
    const first = storedDocument('Letter.pdf');
    const second = storedDocument('Notes.txt', { mimeType: 'text/plain' });
    const uploads = fakeUploadRequests();
    const user = await openNewChatWithoutDocuments({
      'PATCH /api/auth/user/consent': ok({ ...veteran, documentConsentGiven: true }),
    });

    await user.click(screen.getByRole('button', { name: 'Attach documents' }));
    const dialog = inDialog('Attach Documents to Chat');
    await user.click(await dialog.findByRole('tab', { name: 'Upload New' }));
    await user.upload(dialog.getByLabelText('Choose files to attach'), [
      new File(['%PDF'], 'Letter.pdf', { type: 'application/pdf' }),
      new File(['x'], 'Wrong.pdf', { type: 'application/pdf' }),
      new File(['notes'], 'Notes.txt', { type: 'text/plain' }),
    ]);
    await user.click(dialog.getByRole('button', { name: 'Remove Wrong.pdf' }));
    expect(
      within(dialog.getByRole('list', { name: 'Files to upload' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(dialog.getByText('2 selected')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Attach Documents' }));
    await user.click(
      inDialog('Before You Upload').getByRole('button', { name: 'I Agree and Upload' }),
    );

    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeTruthy();
    expect(uploads.requests[0]!.path).toBe('/api/documents/upload');
    uploads.requests[0]!.respond({ status: 201, body: first });
    await waitFor(() => expect(uploads.requests).toHaveLength(2));
    expect((uploads.requests[1]!.body.get('file') as File).name).toBe('Notes.txt');
    uploads.requests[1]!.respond({ status: 201, body: second });

    const { text } = await findToast();
    expect(text).toContain('Files Uploaded Successfully');
    expect(text).toContain('2 files uploaded and attached to chat.');
    const chips = within(screen.getByRole('list', { name: 'Attached to your next message' }));
    expect(chips.getByText('Letter.pdf')).toBeTruthy();
    expect(chips.getByText('Notes.txt')).toBeTruthy();
  });

  it('keeps the picker open and says so when an upload fails', async () => {
    fakeUploadRequests({ 'POST /api/documents/upload': { status: 500, body: { message: 'x' } } });
    const user = await openNewChatWithoutDocuments({
      'GET /api/auth/user': ok({ ...veteran, documentConsentGiven: true }),
    });

    await user.click(screen.getByRole('button', { name: 'Attach documents' }));
    const dialog = inDialog('Attach Documents to Chat');
    await user.click(await dialog.findByRole('tab', { name: 'Upload New' }));
    await user.upload(dialog.getByLabelText('Choose files to attach'), [
      new File(['%PDF'], 'Letter.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(dialog.getByRole('button', { name: 'Attach Documents' }));

    const { text } = await findToast();
    expect(text).toContain('Upload Failed');
    expect(text).toContain('Failed to upload files. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Attach Documents to Chat' })).toBeTruthy();
  });
});

describe('chat screen: hand-offs from other screens', () => {
  const chat = session('New Chat');
  const base = {
    'GET /api/chat/sessions': ok([chat]),
    [`GET /api/chat/sessions/${chat.id}/messages`]: ok([]),
  };

  it('attaches the document Documents sent with "Ask Wingman"', async () => {
    const letter = storedDocument('Decision letter.pdf');
    localStorage.setItem(AUTO_ATTACH_DOCUMENT_KEY, letter.id);
    serve({ ...base, [`GET /api/documents/${letter.id}`]: ok(letter) });
    renderPage();

    const chips = within(
      await screen.findByRole('list', { name: 'Attached to your next message' }),
    );
    expect(chips.getByText('Decision letter.pdf')).toBeTruthy();
    expect((await findToast()).text).toContain('Document Attached');
  });

  it('says the document could not be found and clears the hint', async () => {
    const gone = uuid();
    localStorage.setItem(AUTO_ATTACH_DOCUMENT_KEY, gone);
    serve({
      ...base,
      [`GET /api/documents/${gone}`]: { status: 404, body: { message: 'Not found' } },
    });
    renderPage();

    const { text, tone } = await findToast();
    expect(text).toContain('Document Not Found');
    expect(text).toContain('The requested document could not be found.');
    expect(tone).toBe('destructive');
    expect(localStorage.getItem(AUTO_ATTACH_DOCUMENT_KEY)).toBeNull();
  });

  it('attaches the disability Current Disabilities sent, with its rating', async () => {
    const knee = disability('Left knee strain', 10);
    localStorage.setItem(AUTO_ATTACH_DISABILITY_KEY, knee.id);
    serve({ ...base, 'GET /api/disabilities': ok([disability('Tinnitus', 10), knee]) });
    const user = userEvent.setup();
    renderPage();

    const chips = within(
      await screen.findByRole('list', { name: 'Attached to your next message' }),
    );
    expect(chips.getByText('Left knee strain · 10%')).toBeTruthy();
    expect(chips.getByText('Current VA Rating')).toBeTruthy();
    await user.click(chips.getByRole('button', { name: 'Remove Left knee strain' }));
    expect(screen.queryByRole('list', { name: 'Attached to your next message' })).toBeNull();
  });

  it('says the disability could not be found', async () => {
    localStorage.setItem(AUTO_ATTACH_DISABILITY_KEY, uuid());
    serve({ ...base, 'GET /api/disabilities': ok([disability('Tinnitus', 10)]) });
    renderPage();

    const { text } = await findToast();
    expect(text).toContain('Disability Not Found');
    expect(text).toContain('The requested disability could not be found.');
    expect(localStorage.getItem(AUTO_ATTACH_DISABILITY_KEY)).toBeNull();
  });

  it('pre-fills a Helpful Prompt with the cursor at the end, and clears it after sending', async () => {
    const prompt = 'How do I write a buddy letter for my tinnitus claim?';
    localStorage.setItem(AUTO_FILL_MESSAGE_KEY, prompt);
    const stream = replyStream();
    const stored: ChatMessage[] = [];
    serve({ ...base, [`GET /api/chat/sessions/${chat.id}/messages`]: () => ok(stored) }, stream);
    const user = userEvent.setup();
    renderPage();

    await waitFor(() => expect(input().value).toBe(prompt));
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(input().selectionStart).toBe(prompt.length);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    stored.push(
      message(chat.id, 'user', prompt),
      message(chat.id, 'assistant', 'Here is an outline.'),
    );
    await stream.done({ userMessage: stored[0], assistantMessage: stored[1] });
    await screen.findByText('Here is an outline.');
    expect(localStorage.getItem(AUTO_FILL_MESSAGE_KEY)).toBeNull();
  });
});

describe('chat screen: the chat mode', () => {
  const modeSelect = () => screen.getByRole('combobox', { name: 'Chat mode' }) as HTMLSelectElement;

  it('starts a blank chat in the profile’s default mode, or the one chosen for it', async () => {
    const fresh = session('New Chat', { mode: 'general' });
    const sessions: ChatSession[] = [];
    const stream = replyStream();
    const server = serve(
      {
        'GET /api/profile': ok({ ...SPEC_PROFILE_DEFAULTS, defaultChatMode: 'research' }),
        'GET /api/chat/sessions': () => ok(sessions),
        'POST /api/chat/sessions': () => {
          sessions.push(fresh);
          return created(fresh);
        },
        [`GET /api/chat/sessions/${fresh.id}/messages`]: ok([]),
      },
      stream,
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Welcome' });
    await waitFor(() => expect(modeSelect().value).toBe('research'));
    expect(modeSelect().getAttribute('aria-description')).toMatch(/more articles/);

    await user.selectOptions(modeSelect(), 'General');
    await user.type(input(), 'What is a nexus letter?{Enter}');
    await screen.findByText('What is a nexus letter?');
    const creates = server.requests.filter((request) => request.method === 'POST');
    expect(await creates[0]!.json()).toEqual({ title: 'New Chat', mode: 'general' });
  });

  it('shows the open chat’s mode and switches it for that chat', async () => {
    const chat = session('Knee questions', { mode: 'claim-specific' });
    let sessions = [chat];
    const server = serve({
      'GET /api/chat/sessions': () => ok(sessions),
      [`GET /api/chat/sessions/${chat.id}/messages`]: ok([
        message(chat.id, 'user', 'What can I claim secondary to my knee?'),
      ]),
      [`PATCH /api/chat/sessions/${chat.id}`]: async (request) => {
        const { mode } = (await request.json()) as { mode: ChatSession['mode'] };
        sessions = [{ ...chat, mode }];
        return ok(sessions[0]);
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('What can I claim secondary to my knee?');
    expect(modeSelect().value).toBe('claim-specific');

    await user.selectOptions(modeSelect(), 'Research');
    await waitFor(() => expect(modeSelect().value).toBe('research'));
    expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    expect(sessions[0]!.mode).toBe('research');
  });
});

describe('chat screen: the chat list', () => {
  it('switches chats, starts a new one, renames and deletes', async () => {
    const first = session('Tinnitus rating');
    const second = session('Buddy letters');
    let sessions = [first, second];
    const server = serve({
      'GET /api/chat/sessions': () => ok(sessions),
      [`GET /api/chat/sessions/${first.id}/messages`]: ok([
        message(first.id, 'user', 'Is tinnitus always 10%?'),
      ]),
      [`GET /api/chat/sessions/${second.id}/messages`]: ok([
        message(second.id, 'user', 'Who can write a buddy letter?'),
      ]),
      [`PATCH /api/chat/sessions/${second.id}`]: async (request) => {
        const { title } = (await request.json()) as { title: string };
        sessions = sessions.map((known) => (known.id === second.id ? { ...known, title } : known));
        return ok({ ...second, title });
      },
      [`DELETE /api/chat/sessions/${second.id}`]: () => {
        sessions = sessions.filter((known) => known.id !== second.id);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Is tinnitus always 10%?')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Your Chats' }));
    await user.click(await screen.findByRole('button', { name: /^Buddy letters/ }));
    expect(await screen.findByText('Who can write a buddy letter?')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Your Chats' }));
    await user.click(await screen.findByRole('button', { name: 'Rename Buddy letters' }));
    const rename = inDialog('Rename Chat');
    const title = rename.getByRole('textbox', { name: 'Chat title' });
    await user.clear(title);
    expect((rename.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(title, 'Buddy letter for my knee');
    await user.click(rename.getByRole('button', { name: 'Save' }));
    expect((await findToast()).text).toContain('Chat renamed successfully.');

    await user.click(screen.getByRole('button', { name: 'Your Chats' }));
    await user.click(
      await screen.findByRole('button', { name: 'Delete Buddy letter for my knee' }),
    );
    await user.click(inDialog('Delete Chat').getByRole('button', { name: 'Delete' }));
    // The open chat is gone, so the first remaining one opens.
    expect(await screen.findByText('Is tinnitus always 10%?')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);

    // A new chat opens blank; it is stored with its first message, not before.
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(await screen.findByRole('region', { name: 'Welcome' })).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
