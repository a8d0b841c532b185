import { useRef, useState } from 'react';
import { MAX_FILES_PER_REQUEST, type DocumentDto } from '../../../contracts/documents';
import { showFailureToast, showSuccessToast } from '../../lib/toast';
import { useUser } from '../../lib/api/get-user';
import { useGiveDocumentConsent } from '../../lib/api/give-consent';
import { useUploadDocuments, type UploadProgress } from '../../lib/api/upload-documents';
import { keepAcceptedFiles } from '../../lib/document-file-rules';
import { serverReason } from './server-reason';
import { countOf } from '../../../domain/wording/count-of';

export type UploadStatus = 'uploading' | 'analyzing' | 'completed' | 'failed';

export type UploadItem = {
  key: string;
  name: string;
  status: UploadStatus;
  /** Share of this file's bytes sent, 0–100. */
  percent: number;
  /** Why it failed, in the server's words when it gave them. */
  message?: string;
};

/** What the toast says was done: a file whose text could not be read was kept, not analysed. */
function uploadOutcome(stored: readonly DocumentDto[]): string {
  const unread = stored.filter((document) => document.extractionProblem !== null).length;
  if (stored.length === 1) {
    const name = stored[0]!.originalName;
    return unread === 0
      ? `${name} was uploaded and analyzed.`
      : `${name} was uploaded, but its text could not be read. Its card says why.`;
  }
  if (unread === 0) return `${stored.length} files were uploaded and analyzed together.`;
  if (unread === stored.length) {
    return `${stored.length} files were uploaded, but their text could not be read. Their cards say why.`;
  }
  return `${stored.length} files were uploaded and analyzed together; ${unread} of them could not be read, and ${unread === 1 ? 'its card says' : 'their cards say'} why.`;
}

/**
 * Names the server had to store differently (control characters taken out, a name too long
 * for the list shortened), so the veteran is never left to find a changed name on their own.
 */
function renamedNote(stored: readonly DocumentDto[], files: readonly File[]): string {
  const renamed = stored.filter((document, index) => document.originalName !== files[index]?.name);
  if (renamed.length === 0) return '';
  if (renamed.length > 1)
    return ` ${renamed.length} names could not be kept as they were; each card shows the name it is saved under.`;
  return ` Its name could not be kept as it was, so it is saved as “${renamed[0]!.originalName}”.`;
}

const clampPercent = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/**
 * Each file's share of the bytes sent: a batch sends its files one after another in one body,
 * so a file's progress is how far the sent bytes have gone past the files before it.
 */
function filePercents(files: readonly File[], { loaded, total }: UploadProgress): number[] {
  const totalSize = files.reduce((sum, file) => sum + file.size, 0);
  const sent = total > 0 ? (loaded / total) * totalSize : 0;
  let before = 0;
  return files.map((file) => {
    const percent =
      file.size === 0 ? (sent >= before ? 100 : 0) : ((sent - before) / file.size) * 100;
    before += file.size;
    return clampPercent(percent);
  });
}

/**
 * The Documents page's upload (spec §4): files are checked, consent is asked for first when
 * the veteran has not given it, then one request sends them with real byte progress.
 */
export function useDocumentUpload() {
  const user = useUser();
  const upload = useUploadDocuments();
  const consent = useGiveDocumentConsent();
  const [items, setItems] = useState<UploadItem[]>([]);
  // Files chosen before consent was given; they go only once the veteran agrees.
  const [waitingForConsent, setWaitingForConsent] = useState<File[] | null>(null);
  const batches = useRef(0);

  const start = (files: File[]) => {
    const batch = `upload-${++batches.current}`;
    const keys = files.map((_, index) => `${batch}-${index}`);
    const update = (change: (item: UploadItem, index: number) => UploadItem) =>
      setItems((current) =>
        current.map((item) => {
          const index = keys.indexOf(item.key);
          return index < 0 ? item : change(item, index);
        }),
      );

    setItems((current) => [
      ...current,
      ...files.map((file, index) => ({
        key: keys[index]!,
        name: file.name,
        status: 'uploading' as const,
        percent: 0,
      })),
    ]);

    upload(files, {
      onProgress: (progress) => {
        const percents = filePercents(files, progress);
        update((item, index) => ({ ...item, percent: percents[index]! }));
      },
      onSent: () => update((item) => ({ ...item, status: 'analyzing', percent: 100 })),
    }).then(
      (stored) => {
        update((item) => ({ ...item, status: 'completed', percent: 100 }));
        showSuccessToast('Upload Complete', uploadOutcome(stored) + renamedNote(stored, files));
      },
      (error: unknown) => {
        const message =
          serverReason(error) ??
          (files.length === 1
            ? 'Failed to upload document. Please try again.'
            : 'Failed to upload and analyze files. Please try again.');
        update((item) => ({ ...item, status: 'failed', message }));
        showFailureToast('Upload Failed', message);
      },
    );
  };

  /** Takes the files the veteran dropped or chose. */
  const receive = (files: readonly File[]) => {
    let accepted = keepAcceptedFiles(files);
    if (accepted.length > MAX_FILES_PER_REQUEST) {
      showFailureToast(
        'Too Many Files',
        `${countOf(accepted.length - MAX_FILES_PER_REQUEST, 'file')} skipped. Please upload up to ${MAX_FILES_PER_REQUEST} files at a time.`,
      );
      accepted = accepted.slice(0, MAX_FILES_PER_REQUEST);
    }
    if (accepted.length === 0) return;
    if (user.data?.documentConsentGiven) start(accepted);
    else setWaitingForConsent(accepted);
  };

  const giveConsent = () => {
    const files = waitingForConsent;
    consent.mutate(undefined, {
      onSuccess: () => {
        showSuccessToast('Consent Updated', 'Thank you. Your upload is starting now.');
        setWaitingForConsent(null);
        if (files) start(files);
      },
      onError: () =>
        showFailureToast(
          'Consent Update Failed',
          'Failed to update consent status. Please try again.',
        ),
    });
  };

  const clearFinished = () =>
    setItems((current) =>
      current.filter((item) => item.status === 'uploading' || item.status === 'analyzing'),
    );

  return {
    items,
    receive,
    clearFinished,
    consent: {
      opened: waitingForConsent !== null,
      fileCount: waitingForConsent?.length ?? 0,
      pending: consent.isPending,
      give: giveConsent,
      decline: () => setWaitingForConsent(null),
    },
  };
}
