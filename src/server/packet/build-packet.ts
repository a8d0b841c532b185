// Runs inside a packet worker thread (see packet-worker.mjs): one packet per call.
import { strToU8, zipSync } from 'fflate';
import { fillPdf } from '../forms/fill-pdf';
import { buildEvidencePdf } from './evidence-pdf';
import type { PacketForm, PacketJob } from './packet-types';

export const EVIDENCE_ENTRY = 'evidence.pdf';
export const README_ENTRY = 'README.txt';

/** VA's titles for the forms a packet can hold, as printed on each form. */
const FORM_TITLES: Record<string, string> = {
  '21-526EZ': 'Application for Disability Compensation and Related Compensation Benefits',
  '21-4138': 'Statement in Support of Claim',
  '21-10210': 'Lay/Witness Statement',
  '21-4142': 'Authorization to Disclose Information to the Department of Veterans Affairs (VA)',
  '21-0966': 'Intent to File a Claim',
  '20-0995': 'Decision Review Request: Supplemental Claim',
  '20-0996': 'Decision Review Request: Higher-Level Review',
  '10182': 'Decision Review Request: Board Appeal (Notice of Disagreement)',
};

/** The ZIP of the filled forms, evidence.pdf and a README saying what each file is. */
export async function buildPacket(job: PacketJob): Promise<Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  // Not flattened: the veteran can still type into the boxes and sign.
  for (const form of job.forms) entries[form.entryName] = await fillPdf(form.template, form.fill);
  entries[EVIDENCE_ENTRY] = await buildEvidencePdf(job.evidence);
  entries[README_ENTRY] = strToU8(readme(job.forms, job.notices ?? []).replace(/\n/g, '\r\n'));
  // PDFs are compressed inside already; storing them spares seconds for a few per cent.
  return zipSync(entries, { level: 0 });
}

function readme(forms: PacketForm[], notices: string[]): string {
  const formLines = forms.map(({ entryName, fill }) => {
    const title = FORM_TITLES[fill.formNumber];
    return `- ${entryName}: VA Form ${fill.formNumber}${title ? `, ${title}` : ''}, filled from your case.`;
  });
  const boardAppeal = forms.some(({ fill }) => fill.formNumber === '10182');
  return [
    'Your claim packet',
    '',
    ...(notices.length > 0
      ? ['Check before you send it', ...notices.flatMap((notice) => wrapNotice(notice)), '']
      : []),
    'What each file is',
    ...formLines,
    `- ${EVIDENCE_ENTRY}: an index of your evidence by condition, then each document you`,
    '  confirmed. Every page of a document is marked "Exhibit N · page x of y" in its bottom',
    '  margin, so VA can find what the index points to.',
    '',
    'Before you send it',
    '- Read every form. The boxes can still be changed in a PDF reader.',
    '- Signatures and dates signed are left empty: sign and date each form yourself.',
    '- Where a box was too small, the text continues on a continuation sheet at the end of',
    '  that form.',
    '',
    'Where to send it',
    boardAppeal
      ? "- VA Form 10182 goes to the Board of Veterans' Appeals, not to a regional office."
      : null,
    '- VA.gov lets you upload forms and evidence to a claim. The instructions of each form',
    '  give its mailing address and fax number; VA lists them at va.gov/find-forms.',
    '- Keep a copy of everything you send and note the date you sent it.',
    '',
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** A notice as a list item, wrapped to the README's width with its lines indented. */
function wrapNotice(notice: string): string[] {
  const lines: string[] = [];
  let line = '-';
  for (const word of notice.split(/\s+/)) {
    if (line.length + word.length + 1 > 92) {
      lines.push(line);
      line = ' ';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}
