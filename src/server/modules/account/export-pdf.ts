/**
 * The account export as a readable PDF: the same data as the JSON file, set out for a veteran
 * to read or print. Documents appear with their analyses only; their text and files are in the
 * JSON export.
 */
import type { AccountExport } from '../../../contracts/account';
import { claimStatusLabels, decisionTypeLabels } from '../../../contracts/claims';
import { branchesOfService, type Profile } from '../../../contracts/profile';
import { reportedExposureLabels } from '../../../contracts/service-history';
import type { AnalysisLine, StructuredAnalysis } from '../../../contracts/structured-analysis';
import type { OpenDeadline } from '../../../domain/deadlines/open-deadlines';
import { createFlowingText, type FlowingText } from '../../pdf/flowing-text';

type Claim = AccountExport['claims'][number];

/** What the PDF shows; the service gathers it from one consistent snapshot. */
export type ExportPdfData = {
  exportedAt: string;
  account: AccountExport['account'];
  profile: Profile;
  disabilities: AccountExport['disabilities'];
  /** VA's combined rating of the disabilities above; null when there are none. */
  combinedRating: number | null;
  claims: (Claim & { openDeadlines: OpenDeadline[] })[];
  documents: { originalName: string; uploadedAt: string; analysis: StructuredAnalysis | null }[];
  chats: AccountExport['chats'];
};

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const DATE_AND_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});
/** A YYYY-MM-DD calendar date, as written on the calendar (never shifted by a time zone). */
const calendarDay = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));
const moment = (timestamp: string) => `${DATE_AND_TIME.format(new Date(timestamp))} UTC`;
const yesNo = (value: boolean) => (value ? 'On' : 'Off');
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const branchLabel = (value: string) =>
  branchesOfService.find((branch) => branch.value === value)?.label ?? value;
const notGiven = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'Not given' : String(value);
const span = ({ from, to }: { from: string; to: string | null }) =>
  `${calendarDay(from)} to ${to ? calendarDay(to) : 'present'}`;

export async function buildExportPdf(data: ExportPdfData): Promise<Uint8Array> {
  const doc = await createFlowingText('Your Wingman data');
  doc.heading('Your Wingman data', 1);
  doc.paragraph(
    `Everything Wingman holds about your account, as of ${moment(data.exportedAt)}. The JSON export holds the same data, with your documents' text and files, for other programs to read.`,
    { muted: true },
  );
  writeAccount(doc, data.account);
  writeProfile(doc, data.profile);
  writeDisabilities(doc, data.disabilities, data.combinedRating);
  writeClaims(doc, data.claims);
  writeDocuments(doc, data.documents);
  writeChats(doc, data.chats);
  return doc.save(`Wingman data of ${data.account.email}`);
}

function writeAccount(doc: FlowingText, account: AccountExport['account']) {
  doc.heading('Account', 2);
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  doc.field('Name', notGiven(name));
  doc.field('Sign-in email', account.email);
  doc.field('Email verified', account.emailVerified ? 'Yes' : 'No');
  doc.field('Document upload consent', account.documentConsentGiven ? 'Given' : 'Not given');
  doc.field('Account created', moment(account.createdAt));
}

function writeProfile(doc: FlowingText, profile: Profile) {
  doc.heading('Profile & Settings', 2);
  doc.field('Display name', profile.displayName);
  doc.field('Contact email', notGiven(profile.email));
  doc.field(
    'Branch of service',
    profile.branchOfService ? branchLabel(profile.branchOfService) : 'Not given',
  );
  doc.field('Years of service', notGiven(profile.serviceYears));
  doc.field('Bio', notGiven(profile.bio));
  doc.field('Deadline reminders on screen', yesNo(profile.notifications));
  doc.field('Deadline reminders by email', yesNo(profile.emailUpdates));
  doc.field("Wingman's personality", capitalised(profile.aiPersonality));
  doc.field('Default chat mode', capitalised(profile.defaultChatMode.replace('-', ' ')));
  doc.field('Privacy level', capitalised(profile.privacyLevel));
  doc.field('Married', profile.married === null ? 'Not given' : profile.married ? 'Yes' : 'No');
  if (profile.married) {
    doc.field('Spouse needs Aid and Attendance', profile.spouseAidAndAttendance ? 'Yes' : 'No');
  }
  doc.field('Children under 18', notGiven(profile.childrenUnder18));
  doc.field('Children 18 to 23 in school', notGiven(profile.childrenInSchool));
  doc.field('Dependent parents', notGiven(profile.dependentParents));

  const history = profile.serviceHistory;
  if (!history) return;
  doc.heading('Service history', 3);
  for (const period of history.periods) doc.field(branchLabel(period.branch), span(period));
  for (const place of history.places) doc.field(place.place, span(place));
  if (history.exposures.length > 0) {
    doc.field(
      'Exposures reported',
      history.exposures.map((exposure) => reportedExposureLabels[exposure]).join('; '),
    );
  }
  if (history.periods.length + history.places.length + history.exposures.length === 0) {
    doc.paragraph('No service history given.', { muted: true });
  }
}

function writeDisabilities(
  doc: FlowingText,
  disabilities: AccountExport['disabilities'],
  combinedRating: number | null,
) {
  doc.heading('Current disabilities', 2);
  if (disabilities.length === 0 || combinedRating === null) {
    doc.paragraph('No rated disabilities added.', { muted: true });
    return;
  }
  doc.field('Combined rating', `${combinedRating}% (VA's combined ratings table, 38 CFR 4.25)`);
  for (const disability of disabilities) {
    const details = [
      `${disability.currentPercentage}%`,
      disability.side && `${disability.side} side`,
      disability.diagnosticCode && `diagnostic code ${disability.diagnosticCode}`,
    ].filter(Boolean);
    doc.field(disability.name, details.join(', '));
  }
}

function writeClaims(doc: FlowingText, claims: ExportPdfData['claims']) {
  doc.heading('Claims', 2);
  if (claims.length === 0) doc.paragraph('No claims added.', { muted: true });
  for (const claim of claims) {
    doc.heading(claim.disabilityName, 3);
    const status = claimStatusLabels[claim.status as keyof typeof claimStatusLabels];
    doc.field('Status', status ?? claim.status);
    doc.field('Submitted', calendarDay(claim.submittedDate));
    if (claim.intentToFileDate) doc.field('Intent to file', calendarDay(claim.intentToFileDate));
    if (claim.decisionDate) {
      const type = claim.decisionType ? ` (${decisionTypeLabels[claim.decisionType]})` : '';
      doc.field('Decision', `${calendarDay(claim.decisionDate)}${type}`);
    }
    if (claim.notes) doc.field('Notes', claim.notes);
    if (claim.openDeadlines.length === 0) {
      doc.paragraph('No deadline is open on this claim.', { muted: true });
    }
    for (const deadline of claim.openDeadlines) {
      doc.field(
        deadline.lastDay,
        `${calendarDay(deadline.deadline)}, ${deadline.form} (${deadline.formTitle})`,
      );
    }
  }
  if (claims.some((claim) => claim.openDeadlines.length > 0)) {
    doc.paragraph(
      'Deadlines as Wingman counted them on the day of this export. Check them against your decision letter or with VA.',
      { muted: true },
    );
  }
}

function writeDocuments(doc: FlowingText, documents: ExportPdfData['documents']) {
  doc.heading('Documents and their analyses', 2);
  if (documents.length === 0) doc.paragraph('No documents uploaded.', { muted: true });
  for (const document of documents) {
    doc.heading(document.originalName, 3);
    doc.paragraph(`Uploaded ${moment(document.uploadedAt)}`, { muted: true });
    if (!document.analysis) {
      doc.paragraph('No analysis is stored for this document.', { muted: true });
      continue;
    }
    for (const section of document.analysis.sections) {
      doc.paragraph(section.title, { bold: true });
      for (const line of section.lines) doc.paragraph(analysisLine(line), { indent: 12 });
    }
  }
}

/** A line of an analysis in words (the screen's marks are not in the PDF's font). */
function analysisLine(line: AnalysisLine): string {
  const detailed = (head: string, detail: string) => (detail ? `${head}. ${detail}` : head);
  switch (line.kind) {
    case 'bullet':
      return `• ${line.text}`;
    case 'quote':
      return `“${line.text}”`;
    case 'status':
      return `• ${detailed(`${line.item}: ${line.status}`, line.detail)}`;
    case 'strength':
      return `• ${detailed(`${line.item}: ${line.strength}`, line.detail)}`;
  }
}

/**
 * A chat message's Markdown as plain text: the PDF sets no bold or links, so the marks go, a
 * link keeps its address after its words, and list dashes become bullets.
 */
export const withoutMarkdown = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|\s)_(\S(?:.*?\S)?)_(?=\s|$|[.,;:])/gm, '$1$2')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^[-*] /gm, '• ');

function writeChats(doc: FlowingText, chats: AccountExport['chats']) {
  doc.heading('Chats', 2);
  if (chats.length === 0) doc.paragraph('No chats.', { muted: true });
  for (const chat of chats) {
    doc.heading(chat.title, 3);
    for (const message of chat.messages) {
      const who = message.role === 'user' ? 'You' : 'Wingman';
      doc.paragraph(`${who}, ${moment(message.createdAt)}`, { bold: true });
      doc.paragraph(withoutMarkdown(message.content), { indent: 12 });
      doc.gap();
    }
  }
}
