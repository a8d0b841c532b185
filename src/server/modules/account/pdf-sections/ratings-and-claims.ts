/** The export PDF's sections on ratings and claims: what VA rated, and what the veteran filed. */
import type { AccountExport } from '../../../../contracts/account';
import { claimStatusLabels, decisionTypeLabels } from '../../../../contracts/claims';
import type { Confidence } from '../../../../contracts/conditions';
import {
  intentToFileBenefitLabels,
  intentToFileMethodLabels,
} from '../../../../contracts/intent-to-file';
import { calculateCombinedRating } from '../../../../domain/ratings/combined-rating';
import type { FlowingText } from '../../../pdf/flowing-text';
import type { PdfSection } from './pdf-section';
import { calendarDay, capitalised, moment } from './pdf-words';

export const disabilitiesSection: PdfSection<'disabilities'> = {
  title: 'Current disabilities',
  empty: 'No rated disabilities added.',
  write(doc, disabilities) {
    const { combinedRating } = calculateCombinedRating(
      disabilities.map(({ currentPercentage, side }) => ({ percentage: currentPercentage, side })),
    );
    doc.field('Combined rating', `${combinedRating}% (VA's combined ratings table, 38 CFR 4.25)`);
    for (const disability of disabilities) {
      const details = [
        `${disability.currentPercentage}%`,
        disability.side && `${disability.side} side`,
        disability.diagnosticCode && `diagnostic code ${disability.diagnosticCode}`,
      ].filter(Boolean);
      doc.field(disability.name, details.join(', '));
    }
  },
};

const bullets = (doc: FlowingText, label: string, lines: readonly string[]) => {
  if (lines.length === 0) return;
  doc.paragraph(label, { bold: true });
  for (const line of lines) doc.paragraph(`• ${line}`, { indent: 12 });
};

type Guidance = AccountExport['ratingGuidance'][number];

/** How far the condition's facts were checked (the source tags of the condition catalog). */
const checkedAgainst: Record<Confidence, string> = {
  regulation: 'Against the regulation itself',
  official: "Against VA's own published guidance",
  secondary: 'Against secondary sources only',
  unverified: 'Not yet checked against a source',
};

/** The rating the guidance raised, as it stood and as it would be. */
function raisedRating({ currentConfiguration, optimizedConfiguration }: Guidance) {
  const index = currentConfiguration.findIndex(
    (entry, at) => entry.percentage !== optimizedConfiguration[at]?.percentage,
  );
  const now = currentConfiguration[index];
  const raised = optimizedConfiguration[index];
  return now && raised ? `${now.name}: from ${now.percentage}% to ${raised.percentage}%` : null;
}

export const ratingGuidanceSection: PdfSection<'ratingGuidance'> = {
  title: 'Rating guidance',
  empty: 'No rating guidance worked out yet.',
  write(doc, guidance, { disabilityName }) {
    for (const entry of guidance) {
      const raise = raisedRating(entry);
      const named = entry.disabilityId ? disabilityName(entry.disabilityId) : 'Your ratings';
      doc.heading(raise ?? named, 3);
      doc.field('Combined rating now', `${entry.currentTotalRating}%`);
      doc.field(
        'Combined rating if raised',
        `${entry.optimizedTotalRating}% (${entry.potentialIncrease} points more)`,
      );
      doc.field(
        'How its facts were checked',
        checkedAgainst[entry.confidence as Confidence] ?? capitalised(entry.confidence),
      );
      bullets(doc, 'What to do', entry.requiredActions);
      bullets(doc, 'Evidence that helps', entry.evidenceNeeded);
      bullets(doc, 'Sources', entry.regulatoryCitations);
      if (entry.analysisNotes) doc.field('Note', entry.analysisNotes);
      doc.paragraph(`Worked out ${moment(entry.updatedAt)}`, { muted: true });
    }
  },
};

export const claimsSection: PdfSection<'claims'> = {
  title: 'Claims',
  empty: 'No claims added.',
  write(doc, claims, { openDeadlinesOf }) {
    let deadlinesShown = false;
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
      const deadlines = openDeadlinesOf(claim);
      if (deadlines.length === 0) {
        doc.paragraph('No deadline is open on this claim.', { muted: true });
      }
      for (const deadline of deadlines) {
        deadlinesShown = true;
        doc.field(
          deadline.lastDay,
          `${calendarDay(deadline.deadline)}, ${deadline.form} (${deadline.formTitle})`,
        );
      }
    }
    if (deadlinesShown) {
      doc.paragraph(
        'Deadlines as Wingman counted them on the day of this export. Check them against your decision letter or with VA.',
        { muted: true },
      );
    }
  },
};

export const intentsToFileSection: PdfSection<'intentsToFile'> = {
  title: 'Intents to file',
  empty: 'No intents to file recorded.',
  write(doc, intents) {
    for (const intent of intents) {
      doc.heading(
        `${intentToFileBenefitLabels[intent.benefit]}, received ${calendarDay(intent.receivedDate)}`,
        3,
      );
      doc.field('How it was submitted', intentToFileMethodLabels[intent.method]);
      if (intent.notes) doc.field('Notes', intent.notes);
      doc.paragraph(`Recorded ${moment(intent.createdAt)}`, { muted: true });
    }
  },
};
