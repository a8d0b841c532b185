/**
 * What a section of the export PDF is: the part of the export it sets out, its heading, what
 * it says when empty and how it writes the rest. The sections are keyed by the export's own
 * schema, so a section added to the JSON export has no PDF until it gets one here.
 */
import type { AccountExport } from '../../../../contracts/account';
import type { OpenDeadline } from '../../../../domain/deadlines/open-deadlines';
import type { FlowingText } from '../../../pdf/flowing-text';
import type { ExportLabels } from '../export-labels';
import type { ListedDocument } from '../export-json';

/** The file's own header: what it is and when it was made, rather than the veteran's data. */
export const exportFileHeader = ['format', 'version', 'exportedAt'] as const;

export type ExportSectionKey = Exclude<keyof AccountExport, (typeof exportFileHeader)[number]>;

type Snapshot = Omit<AccountExport, 'documents'> & { documents: ListedDocument[] };

/** The export's snapshot with every section present (older files could lack some; ours never). */
export type ExportPdfData = Pick<AccountExport, 'exportedAt'> & {
  [Key in ExportSectionKey]-?: NonNullable<Snapshot[Key]>;
};

type Claim = AccountExport['claims'][number];

/** What a section needs besides its own part: names of what it points to, and the day's deadlines. */
export type PdfReading = {
  labels: ExportLabels;
  /** A claim's deadlines still ahead on the day of the export, as My Claims counts them. */
  openDeadlinesOf: (claim: Claim) => OpenDeadline[];
  documentName: (id: string) => string;
  disabilityName: (id: string) => string;
  conditionName: (id: string) => string;
};

export type PdfSection<Key extends ExportSectionKey> = {
  title: string;
  write: (doc: FlowingText, part: ExportPdfData[Key], reading: PdfReading) => void;
} & (ExportPdfData[Key] extends readonly unknown[]
  ? /** Said instead of the list when the veteran has nothing in it. */ { empty: string }
  : unknown);
