import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentDto } from '../../../contracts/documents';
import type { StructuredAnalysis } from '../../../contracts/structured-analysis';
import { renderAnalysisText } from '../../../domain/analysis/analysis-text';
import { AUTO_ATTACH_DOCUMENT_KEY } from '../../lib/chat-handoff';
import { inHours, storedDocument } from '../../test/documents';
import { deferred, fakeServer, veteran } from '../../test/fake-server';
import { findToast, inDialog } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { DocumentsPage } from './documents-page';
import { fakeUploadRequests } from '../../test/fake-upload-requests';

const ok = (body?: unknown) => ({ status: 200, body });
const NOW = new Date('2026-03-15T12:00:00.000Z');
const document = storedDocument;

const ANALYSIS: StructuredAnalysis = {
  version: 1,
  documents: ['Nexus letter.pdf'],
  sections: [
    {
      emoji: '📄',
      title: 'DOCUMENT TYPE',
      lines: [{ kind: 'bullet', text: 'Nexus or medical opinion' }],
    },
    {
      emoji: '✅',
      title: 'CLAIM ELEMENT COVERAGE',
      lines: [
        {
          kind: 'status',
          item: 'Current diagnosis',
          status: 'supported',
          detail: 'Diagnosed: tinnitus.',
        },
        {
          kind: 'status',
          item: 'In-service event',
          status: 'partial',
          detail: 'Noise exposure is mentioned without dates.',
        },
        {
          kind: 'status',
          item: 'Nexus (link to service)',
          status: 'missing',
          detail: 'No medical opinion on a link to service.',
        },
      ],
    },
    {
      emoji: '💪',
      title: 'EVIDENCE STRENGTH',
      lines: [
        {
          kind: 'strength',
          item: 'Overall',
          strength: 'moderate',
          detail: 'Signed, but no rationale.',
        },
        {
          kind: 'strength',
          item: 'Nexus opinion',
          strength: 'weak',
          detail: '"possibly related" is speculative.',
        },
        {
          kind: 'strength',
          item: 'Diagnosis',
          strength: 'strong',
          detail: "Audiologist's diagnosis.",
        },
      ],
    },
    {
      emoji: '💬',
      title: 'PLAIN-LANGUAGE SUMMARY',
      lines: [
        {
          kind: 'quote',
          text: 'This letter confirms your tinnitus but does not link it to service. Letter dated 2026-06-12.',
        },
      ],
    },
  ],
  findings: [],
};
/** A document's analysis as the server sends it: the structure and the text rendered from it. */
const analysed = { analysis: ANALYSIS, analysisResult: renderAnalysisText(ANALYSIS.sections) };

const withConsent = { ...veteran, documentConsentGiven: true };

function serve(documents: DocumentDto[], user = withConsent, extra = {}) {
  return fakeServer({
    'GET /api/auth/user': ok(user),
    'GET /api/documents': ok(documents),
    ...extra,
  });
}

const renderPage = () => renderApp(<DocumentsPage />, { path: '/documents' });
const card = async (name: string) => within(await screen.findByRole('article', { name }));
const pdf = (name: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const chooseFiles = async (user: ReturnType<typeof userEvent.setup>, files: File[]) =>
  user.upload(screen.getByLabelText('Choose files to upload'), files);
const openActions = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click((await card(name)).getByRole('button', { name: `Actions for ${name}` }));
};
const pathsOf = (requests: Request[]) =>
  requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('documents page: the list', () => {
  it('shows loading, then the empty state with what to upload and the Document Control notice', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    serve([], withConsent, { 'GET /api/documents': () => answer.promise });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading Your Documents');
    const notice = screen.getByText('Document Control').closest('[role="note"]')!;
    expect(notice.textContent).toContain('removed automatically');
    expect(notice.textContent).toContain('only for a limited time, set by the privacy level in');
    expect(
      within(notice as HTMLElement)
        .getByRole('link', { name: 'Profile & Settings' })
        .getAttribute('href'),
    ).toBe('/profile');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeTruthy();

    answer.resolve(ok([]));
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeTruthy();
    expect(screen.getByText(/service treatment records/)).toBeTruthy();
  });

  it('says when the list could not be loaded and tries again', async () => {
    let calls = 0;
    serve([], withConsent, {
      'GET /api/documents': () =>
        ++calls === 1 ? { status: 500, body: { message: 'Something went wrong' } } : ok([]),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeTruthy();
  });

  it('shows each card with its size, type, date, file and analysis badges and what went wrong', async () => {
    serve([
      document('Nexus letter.pdf', { size: 1_536_000, ...analysed }),
      document('Buddy statement.docx', {
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        hasContent: false,
        fileContentDeletedAt: '2026-03-14T10:00:00.000Z',
        fileContentExpiresAt: null,
      }),
      document('Old scan', {
        mimeType: null,
        hasContent: false,
        isContentExpired: true,
        extractionProblem: 'encrypted',
      }),
    ]);
    renderPage();

    const nexus = await card('Nexus letter.pdf');
    expect(nexus.getByText('1.46 MB · Uploaded Mar 14, 2026')).toBeTruthy();
    for (const badge of ['PDF', 'File Present', 'Analysis Available']) {
      expect(nexus.getByText(badge)).toBeTruthy();
    }
    const buddy = await card('Buddy statement.docx');
    expect(buddy.getByText('DOCX')).toBeTruthy();
    expect(buddy.getByText('Removed')).toBeTruthy();
    expect(buddy.getByText('Analysis: None')).toBeTruthy();
    expect(buddy.queryByTestId('remaining-time')).toBeNull();
    const old = await card('Old scan');
    expect(old.getByText('FILE')).toBeTruthy();
    expect(old.getAllByText('Expired')).toHaveLength(2);
    expect(
      old.getByText(/This PDF is password-protected, so its text could not be read/),
    ).toBeTruthy();
  });

  it('says on the card why a combined analysis was redone or removed', async () => {
    serve([
      document('Sick call.pdf', {
        ...analysed,
        analysisNote: 'redone-without-removed-document',
      }),
      document('Old record.pdf', { analysisNote: 'removed-with-document' }),
    ]);
    renderPage();

    const redone = await card('Sick call.pdf');
    expect(redone.getByRole('note').textContent).toBe(
      'This analysis was redone from the documents that remain, after a document it included was deleted or had its content or analysis removed.',
    );
    const removed = await card('Old record.pdf');
    expect(removed.getByText('Analysis: None')).toBeTruthy();
    expect(removed.getByRole('note').textContent).toMatch(
      /^This analysis was removed because it included a document that was deleted/,
    );
  });

  it('counts down the time left on each file every minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
    serve([
      document('Soon.pdf', { fileContentExpiresAt: inHours(1 + 1 / 60) }),
      document('Later.pdf', { fileContentExpiresAt: inHours(26.5) }),
      document('Kept.pdf', { fileContentExpiresAt: null }),
    ]);
    renderPage();

    const soon = await card('Soon.pdf');
    expect(soon.getByTestId('remaining-time').textContent).toBe('1h 1m remaining');
    expect((await card('Later.pdf')).getByTestId('remaining-time').textContent).toBe(
      '26h 30m remaining',
    );
    expect((await card('Kept.pdf')).getByTestId('remaining-time').textContent).toBe(
      'No expiration',
    );

    act(() => vi.advanceTimersByTime(60_000));
    expect(soon.getByTestId('remaining-time').textContent).toBe('1h 0m remaining');
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(soon.getByTestId('remaining-time').textContent).toBe('58m remaining');
    act(() => vi.advanceTimersByTime(58 * 60_000));
    expect(soon.getByTestId('remaining-time').textContent).toBe('Expired');
    expect(soon.getByText('Expired', { selector: '[data-tone] *, [data-tone]' })).toBeTruthy();
  });

  it('shows the analysis in sections with marks, strength badges and the summary as a quote', async () => {
    serve([document('Nexus letter.pdf', analysed), document('Plain.pdf')]);
    const user = userEvent.setup();
    renderPage();

    const nexus = await card('Nexus letter.pdf');
    // Named by its document, as every card has one: screen.getByRole finds exactly this one.
    const toggle = screen.getByRole('button', { name: 'Show AI analysis of Nexus letter.pdf' });
    expect(nexus.getByRole('button', { name: /^Show AI analysis/ })).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hide AI analysis of Nexus letter.pdf' })).toBe(
      toggle,
    );

    const coverage = within(nexus.getByRole('region', { name: 'CLAIM ELEMENT COVERAGE' }));
    const items = coverage.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Current diagnosis: Supported — Diagnosed: tinnitus.',
      'In-service event: Partly supported — Noise exposure is mentioned without dates.',
      'Nexus (link to service): Missing — No medical opinion on a link to service.',
    ]);
    const strength = within(nexus.getByRole('region', { name: 'EVIDENCE STRENGTH' }));
    const tones = ['moderate', 'weak', 'strong'].map((word) =>
      strength.getByText(word).closest('[data-tone]')?.getAttribute('data-tone'),
    );
    expect(tones).toEqual(['yellow', 'red', 'green']);
    const summary = nexus.getByRole('region', { name: 'PLAIN-LANGUAGE SUMMARY' });
    // Dates read as the rest of the product writes them.
    expect(summary.querySelector('blockquote')?.textContent).toBe(
      'This letter confirms your tinnitus but does not link it to service. Letter dated Jun 12, 2026.',
    );
    expect(
      within(nexus.getByRole('region', { name: 'DOCUMENT TYPE' })).getByText(
        'Nexus or medical opinion',
      ),
    ).toBeTruthy();

    const plain = await card('Plain.pdf');
    await user.click(screen.getByRole('button', { name: 'Show AI analysis of Plain.pdf' }));
    expect(plain.getByText('Analysis not available')).toBeTruthy();
  });
});

describe('documents page: uploading', () => {
  it('asks for consent first, records it, then uploads the waiting file', async () => {
    const server = serve([], veteran, {
      'PATCH /api/auth/user/consent': ok(withConsent),
    });
    const uploads = fakeUploadRequests();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No documents yet' });

    await chooseFiles(user, [pdf('Service records.pdf')]);
    await screen.findByRole('dialog', { name: 'Before You Upload' });
    const consent = inDialog('Before You Upload');
    expect(consent.getByText('Wingman is not a healthcare provider.')).toBeTruthy();
    expect(consent.getByText('Wingman is not a HIPAA-covered entity.')).toBeTruthy();
    expect(consent.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(uploads.requests).toHaveLength(0);

    await user.click(consent.getByRole('button', { name: 'I Agree and Upload' }));
    expect((await findToast()).text).toContain('Consent Updated');
    const patch = server.requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ documentConsentGiven: true });

    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    const [sent] = uploads.requests;
    expect(sent!.path).toBe('/api/documents/upload');
    expect(sent!.withCredentials).toBe(true);
    expect((sent!.body.get('file') as File).name).toBe('Service records.pdf');
    expect(screen.queryByRole('dialog', { name: 'Before You Upload' })).toBeNull();

    sent!.finishSending();
    sent!.respond(ok(document('Service records.pdf')));
    const uploadsList = within(screen.getByRole('region', { name: 'Uploads' }));
    expect(await uploadsList.findByText('Completed')).toBeTruthy();
    const toast = await findToast();
    expect(toast.text).toContain('Upload Complete');
    expect(toast.text).toContain('Service records.pdf was uploaded and analyzed.');
  });

  it('says so when the server had to store a file under another name', async () => {
    serve([], withConsent);
    const uploads = fakeUploadRequests();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No documents yet' });

    await chooseFiles(user, [pdf('Exam\u0007 notes.pdf')]);
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    const [sent] = uploads.requests;
    sent!.finishSending();
    sent!.respond(ok(document('Exam notes.pdf')));
    const toast = await findToast();
    expect(toast.text).toContain('Exam notes.pdf was uploaded and analyzed.');
    expect(toast.text).toContain('so it is saved as “Exam notes.pdf”');
  });

  it('uploads nothing when the veteran declines consent', async () => {
    const server = serve([], veteran);
    const uploads = fakeUploadRequests();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No documents yet' });

    await chooseFiles(user, [pdf('Service records.pdf')]);
    await screen.findByRole('dialog', { name: 'Before You Upload' });
    expect(inDialog('Before You Upload').getByText(/nothing is uploaded/)).toBeTruthy();
    await user.click(inDialog('Before You Upload').getByRole('button', { name: 'Not Now' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(uploads.requests).toHaveLength(0);
    expect(pathsOf(server.requests)).not.toContain('PATCH /api/auth/user/consent');
    expect(screen.queryByRole('region', { name: 'Uploads' })).toBeNull();
  });

  it('keeps the files waiting when consent could not be saved', async () => {
    serve([], veteran, {
      'PATCH /api/auth/user/consent': { status: 500, body: { message: 'Something went wrong' } },
    });
    const uploads = fakeUploadRequests();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No documents yet' });

    await chooseFiles(user, [pdf('Service records.pdf')]);
    await user.click(await screen.findByRole('button', { name: 'I Agree and Upload' }));
    const toast = await findToast();
    expect(toast.text).toContain('Consent Update Failed');
    expect(toast.tone).toBe('destructive');
    expect(screen.getByRole('dialog', { name: 'Before You Upload' })).toBeTruthy();
    expect(uploads.requests).toHaveLength(0);
  });

  it('skips files over 10MB, naming each with how to split a records PDF, and uploads the rest', async () => {
    serve([]);
    const uploads = fakeUploadRequests();
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await screen.findByRole('heading', { name: 'No documents yet' });

    await chooseFiles(user, [pdf('STR 2004-2012.pdf', 11 * 1024 * 1024), pdf('Small.pdf')]);
    const toast = await findToast();
    expect(toast.text).toContain('File Too Large');
    expect(toast.text).toContain(
      '"STR 2004-2012.pdf" is larger than 10 MB, so it was not uploaded. A records PDF such as a service treatment record often runs past 10 MB: split it into parts under 10 MB (most PDF readers can print or save a range of pages as a new PDF) and upload each part.',
    );
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    expect(uploads.requests[0]!.path).toBe('/api/documents/upload');
    expect((uploads.requests[0]!.body.get('file') as File).name).toBe('Small.pdf');
  });

  it('refuses a file type it cannot read, saying which types it takes', async () => {
    serve([]);
    const uploads = fakeUploadRequests();
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await screen.findByRole('heading', { name: 'No documents yet' });

    await chooseFiles(user, [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })]);
    const toast = await findToast();
    expect(toast.text).toContain('File Type Not Supported');
    expect(toast.text).toContain('setup.exe skipped');
    expect(uploads.requests).toHaveLength(0);
  });

  it("shows each file's real byte progress, then Analyzing..., for a batch of two", async () => {
    serve([]);
    const uploads = fakeUploadRequests();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No documents yet' });

    await chooseFiles(user, [pdf('First.pdf', 1000), pdf('Second.pdf', 3000)]);
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    const [batch] = uploads.requests;
    expect(batch!.path).toBe('/api/documents/upload-batch');
    expect(batch!.body.getAll('files').map((file) => (file as File).name)).toEqual([
      'First.pdf',
      'Second.pdf',
    ]);

    const bar = (name: string) => screen.getByRole('progressbar', { name: `Upload of ${name}` });
    const list = within(screen.getByRole('region', { name: 'Uploads' }));
    expect(bar('First.pdf').getAttribute('aria-valuenow')).toBe('0');

    // Half the body sent: all of the first file, a third of the second.
    batch!.progress(2000, 4000);
    expect(bar('First.pdf').getAttribute('aria-valuenow')).toBe('100');
    expect(bar('Second.pdf').getAttribute('aria-valuenow')).toBe('33');
    expect(list.getByText('Uploading... 33%')).toBeTruthy();

    batch!.progress(4000, 4000);
    batch!.finishSending();
    expect(list.getAllByText('Analyzing...')).toHaveLength(2);

    batch!.respond(
      ok({
        documents: [document('First.pdf'), document('Second.pdf')],
        analysisResult: analysed.analysisResult,
      }),
    );
    expect(await list.findAllByText('Completed')).toHaveLength(2);
    expect((await findToast()).text).toContain('2 files were uploaded and analyzed together.');
  });

  it('says so when a file was kept but its text could not be read', async () => {
    serve([]);
    const uploads = fakeUploadRequests();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No documents yet' });

    await chooseFiles(user, [pdf('locked.pdf')]);
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    uploads.requests[0]!.finishSending();
    uploads.requests[0]!.respond(ok(document('locked.pdf', { extractionProblem: 'encrypted' })));
    const toast = await findToast();
    expect(toast.text).toContain('locked.pdf was uploaded, but its text could not be read.');
    expect(toast.text).not.toContain('analyzed');
  });

  it("marks the upload Failed with the server's reason", async () => {
    serve([]);
    const uploads = fakeUploadRequests({
      'POST /api/documents/upload': {
        status: 415,
        body: { message: 'notes.pdf is not a file type Wingman can read.' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No documents yet' });

    await chooseFiles(user, [pdf('notes.pdf')]);
    const list = within(await screen.findByRole('region', { name: 'Uploads' }));
    expect(await list.findByText('Failed')).toBeTruthy();
    expect(list.getByText('notes.pdf is not a file type Wingman can read.')).toBeTruthy();
    const toast = await findToast();
    expect(toast.text).toContain('Upload Failed');
    expect(toast.tone).toBe('destructive');
    expect(uploads.requests).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByRole('region', { name: 'Uploads' })).toBeNull();
  });
});

describe('documents page: the action sheet', () => {
  it('hands the document to the chat with "Ask Wingman"', async () => {
    const letter = document('Nexus letter.pdf');
    serve([letter]);
    const user = userEvent.setup();
    const { location } = renderPage();

    await openActions(user, 'Nexus letter.pdf');
    await user.click(screen.getByRole('menuitem', { name: 'Ask Wingman' }));
    expect(window.localStorage.getItem(AUTO_ATTACH_DOCUMENT_KEY)).toBe(letter.id);
    expect(location.history?.at(-1)).toBe('/');
  });

  it('offers the original for download only while the file is kept', async () => {
    const letter = document('Nexus letter.pdf');
    serve([letter, document('Gone.pdf', { hasContent: false })]);
    const user = userEvent.setup();
    renderPage();

    await openActions(user, 'Nexus letter.pdf');
    const download = screen.getByRole('menuitem', { name: 'Download original' });
    expect(download.getAttribute('href')).toBe(`/api/documents/${letter.id}/file`);
    await user.keyboard('{Escape}');
    await openActions(user, 'Gone.pdf');
    expect(screen.queryByRole('menuitem', { name: 'Download original' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Remove File Content' })).toBeNull();
  });

  it.each([
    {
      entry: 'Remove File Content',
      call: (id: string) => `PATCH /api/documents/${id}/delete-content`,
      toast: ['Content Removed', 'Document file content deleted. AI analysis preserved.'],
    },
    {
      entry: 'Delete Analysis',
      call: (id: string) => `PATCH /api/documents/${id}/delete-analysis`,
      toast: ['Analysis Removed', 'AI analysis deleted. Document file content preserved.'],
    },
    {
      entry: 'Delete Everything',
      call: (id: string) => `DELETE /api/documents/${id}`,
      toast: ['Success', 'Document deleted successfully.'],
    },
  ])(
    '"$entry" asks first, calls the server and refreshes the list',
    async ({ entry, call, toast }) => {
      const letter = document('Nexus letter.pdf', analysed);
      const server = serve([letter], withConsent, { [call(letter.id)]: ok() });
      const user = userEvent.setup();
      renderPage();

      await openActions(user, 'Nexus letter.pdf');
      await user.click(screen.getByRole('menuitem', { name: entry }));
      const confirm = inDialog(entry);
      expect(confirm.getByText('Nexus letter.pdf')).toBeTruthy();
      await user.click(
        confirm.getByRole('button', {
          name: entry === 'Remove File Content' ? 'Remove File' : entry,
        }),
      );

      const shown = await findToast();
      expect(shown.text).toContain(toast[0]);
      expect(shown.text).toContain(toast[1]);
      await waitFor(() =>
        expect(
          pathsOf(server.requests).filter((path) => path === 'GET /api/documents'),
        ).toHaveLength(2),
      );
      expect(pathsOf(server.requests)).toContain(call(letter.id));
    },
  );

  it('says which removal failed', async () => {
    const letter = document('Nexus letter.pdf', analysed);
    serve([letter], withConsent, {
      [`PATCH /api/documents/${letter.id}/delete-analysis`]: {
        status: 500,
        body: { message: 'x' },
      },
    });
    const user = userEvent.setup();
    renderPage();

    await openActions(user, 'Nexus letter.pdf');
    await user.click(screen.getByRole('menuitem', { name: 'Delete Analysis' }));
    await user.click(inDialog('Delete Analysis').getByRole('button', { name: 'Delete Analysis' }));
    const toast = await findToast();
    expect(toast.text).toContain('Delete Failed');
    expect(toast.text).toContain('Failed to delete the AI analysis. Please try again.');
  });
});

describe('documents page: dialogs', () => {
  it('renames by the spec rules and keeps what was typed when saving fails', async () => {
    const letter = document('scan_0042.pdf');
    let failNext = true;
    const server = serve([letter], withConsent, {
      [`PATCH /api/documents/${letter.id}`]: () =>
        failNext
          ? ((failNext = false), { status: 500, body: { message: 'Something went wrong' } })
          : ok({ ...letter, originalName: 'Nexus letter.pdf' }),
    });
    const user = userEvent.setup();
    renderPage();

    const rename = async () => {
      await openActions(user, 'scan_0042.pdf');
      await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
      return inDialog('Rename Document');
    };

    // Unchanged: just closes, no call.
    let dialog = await rename();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await rename();
    const input = dialog.getByLabelText('Document name');
    await user.clear(input);
    await user.type(input, '   ');
    expect(dialog.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    await user.clear(input);
    await user.type(input, '  Nexus letter.pdf  ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const failure = await findToast();
    expect(failure.text).toContain('Failed to rename document. Please try again.');
    expect((input as HTMLInputElement).value).toBe('  Nexus letter.pdf  ');

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await findToast()).text).toContain('Document renamed successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patches = server.requests.filter((request) => request.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(await patches[1]!.json()).toEqual({ originalName: 'Nexus letter.pdf' });
  });

  it('adds to the analysis in two steps, offering only usable documents', async () => {
    const letter = document('Nexus letter.pdf', analysed);
    const records = document('Service records.pdf');
    serve([
      letter,
      records,
      document('Removed.pdf', { hasContent: false }),
      document('Past expiry.pdf', { fileContentExpiresAt: '2020-01-01T00:00:00.000Z' }),
    ]);
    const uploads = fakeUploadRequests({
      [`POST /api/documents/${letter.id}/add-to-analysis`]: ok(letter),
    });
    const user = userEvent.setup();
    renderPage();

    await openActions(user, 'Nexus letter.pdf');
    await user.click(screen.getByRole('menuitem', { name: 'Add to analysis' }));
    let dialog = inDialog('Add to Analysis');
    expect(dialog.getByText('Replace Analysis')).toBeTruthy();
    expect(dialog.getByText(/deletes the current analysis/)).toBeTruthy();
    // Cancel at the warning changes nothing; opening again starts at the warning.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await openActions(user, 'Nexus letter.pdf');
    await user.click(screen.getByRole('menuitem', { name: 'Add to analysis' }));
    dialog = inDialog('Add to Analysis');
    await user.click(dialog.getByRole('button', { name: 'I Understand' }));

    const create = dialog.getByRole('button', { name: 'Create Combined Analysis' });
    expect(create.hasAttribute('disabled')).toBe(true);
    expect(
      dialog.getAllByRole('checkbox').map((box) => box.closest('label, div')?.textContent),
    ).toHaveLength(1);
    await user.click(dialog.getByRole('checkbox', { name: /Service records\.pdf/ }));
    expect(create.hasAttribute('disabled')).toBe(false);
    await user.click(create);

    const toast = await findToast();
    expect(toast.text).toContain('Analysis Updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = uploads.requests;
    expect(sent!.path).toBe(`/api/documents/${letter.id}/add-to-analysis`);
    expect(sent!.body.getAll('existingDocIds')).toEqual([records.id]);
    expect(sent!.body.getAll('newFiles')).toEqual([]);
  });

  it('says the analysis could not be updated and stays open', async () => {
    const letter = document('Nexus letter.pdf');
    serve([letter]);
    fakeUploadRequests({
      [`POST /api/documents/${letter.id}/add-to-analysis`]: { status: 500, body: undefined },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderPage();

    await openActions(user, 'Nexus letter.pdf');
    await user.click(screen.getByRole('menuitem', { name: 'Add to analysis' }));
    const dialog = inDialog('Add to Analysis');
    await user.click(dialog.getByRole('button', { name: 'I Understand' }));
    expect(dialog.getByText(/No other documents/)).toBeTruthy();
    const picker = window.document.querySelector<HTMLInputElement>(
      'input[type="file"][multiple]:not([aria-label])',
    )!;
    await user.upload(picker, [pdf('Follow-up.pdf')]);
    expect(dialog.getByText('Follow-up.pdf (1 KB)')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Create Combined Analysis' }));

    const toast = await findToast();
    expect(toast.text).toContain('Analysis Failed');
    expect(toast.text).toContain('Failed to update analysis. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Add to Analysis' })).toBeTruthy();
  });

  it('shares the report: copy with a 2 s confirmation and a prefilled e-mail', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const letter = document('Nexus letter.pdf', analysed);
    serve([letter]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();

    await openActions(user, 'Nexus letter.pdf');
    await user.click(screen.getByRole('menuitem', { name: 'Share analysis' }));
    const dialog = inDialog('Share Analysis');
    const report = dialog.getByTestId('share-report').textContent ?? '';
    expect(report).toContain('Document: Nexus letter.pdf');
    expect(report).toContain('Uploaded: Mar 14, 2026');
    expect(report).toContain('Size: 240 KB');
    expect(report).toContain('📄 DOCUMENT TYPE');
    expect(report).not.toContain('**');
    expect(report).toContain('educational purposes only');
    // No native share sheet in this browser, so no Share button.
    expect(dialog.queryByRole('button', { name: 'Share' })).toBeNull();

    const mail = dialog.getByRole('link', { name: 'E-mail' }).getAttribute('href')!;
    expect(
      mail.startsWith('mailto:?subject=Document%20analysis%3A%20Nexus%20letter.pdf&body='),
    ).toBe(true);
    expect(decodeURIComponent(mail.split('&body=')[1]!)).toBe(report);

    await user.click(dialog.getByRole('button', { name: 'Copy' }));
    expect((await findToast()).text).toContain('Copied!');
    expect(await navigator.clipboard.readText()).toBe(report);
    expect(dialog.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(dialog.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('shares through the device when it can, and says when copying failed', async () => {
    const letter = document('Nexus letter.pdf', analysed);
    serve([letter]);
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const user = userEvent.setup();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
      renderPage();

      await openActions(user, 'Nexus letter.pdf');
      await user.click(screen.getByRole('menuitem', { name: 'Share analysis' }));
      const dialog = inDialog('Share Analysis');
      await user.click(dialog.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Document analysis: Nexus letter.pdf',
        text: dialog.getByTestId('share-report').textContent,
      });

      await user.click(dialog.getByRole('button', { name: 'Copy' }));
      const toast = await findToast();
      expect(toast.text).toContain('Copy Failed');
      expect(toast.text).toContain('Failed to copy to clipboard. Please try again.');
      expect(dialog.getByRole('button', { name: 'Copy' })).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('opens the decision import from a card that holds a rating decision', async () => {
    const letter = document('Decision letter.pdf', { hasDecisionToImport: true });
    serve([letter, document('Other.pdf')], withConsent, {
      [`GET /api/documents/${letter.id}/decision`]: ok({
        documentId: letter.id,
        letterDate: '2026-02-01',
        suggestedDecisionType: 'initial-claim',
        issues: [],
        statedCombinedRating: null,
        calculatedCombinedRating: null,
      }),
    });
    const user = userEvent.setup();
    renderPage();

    expect(
      (await card('Other.pdf')).queryByRole('button', {
        name: /^Add to my disabilities and claims/,
      }),
    ).toBeNull();
    await user.click(
      (await card('Decision letter.pdf')).getByRole('button', {
        name: 'Add to my disabilities and claims from Decision letter.pdf',
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Add this decision to your tracker' }),
    ).toBeTruthy();
  });
});
