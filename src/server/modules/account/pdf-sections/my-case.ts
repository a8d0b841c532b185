/** The export PDF's sections on My Case and the witness statements asked for it. */
import type { ExportedCase } from '../../../../contracts/account';
import { caseBasisLabels, caseReviewLaneLabel } from '../../../../contracts/case';
import {
  witnessQuestions,
  witnessRelationshipText,
  witnessRequestStateLabels,
} from '../../../../contracts/witness';
import type { FlowingText } from '../../../pdf/flowing-text';
import type { PdfReading, PdfSection } from './pdf-section';
import { calendarDay, moment, span } from './pdf-words';

const sideWords = { left: 'Left', right: 'Right', both: 'Both sides' } as const;

/** A part of My Case under its own heading, or a line saying it is empty. */
function casePart<Item>(
  doc: FlowingText,
  title: string,
  empty: string,
  items: readonly Item[],
  write: (item: Item) => void,
) {
  doc.heading(title, 3);
  if (items.length === 0) doc.paragraph(empty, { muted: true });
  for (const item of items) {
    write(item);
    doc.gap();
  }
}

function writeConditions(doc: FlowingText, myCase: ExportedCase, reading: PdfReading) {
  const { labels, documentName, disabilityName } = reading;
  casePart(doc, 'Conditions', 'No conditions added.', myCase.conditions, (condition) => {
    doc.paragraph(condition.name, { bold: true });
    doc.field('How it is tied to service', caseBasisLabels[condition.basis]);
    if (condition.secondaryTo) doc.field('Secondary to', condition.secondaryTo);
    if (condition.presumptiveRule) {
      doc.field('Presumptive rule', labels.presumptiveRule(condition.presumptiveRule));
    }
    if (condition.disabilityId)
      doc.field('Rated disability', disabilityName(condition.disabilityId));
    if (condition.side) doc.field('Side', sideWords[condition.side]);
    if (condition.approximateStart) doc.field('When it began', condition.approximateStart);
    if (condition.explanation) doc.field('Your explanation', condition.explanation);
    if (condition.reviewLane)
      doc.field('Decision review', caseReviewLaneLabel(condition.reviewLane));
    if (condition.decisionDate)
      doc.field('Date of the decision', calendarDay(condition.decisionDate));
    if (condition.originDocumentId) {
      doc.field('Found in', documentName(condition.originDocumentId));
    }
    doc.paragraph(`Added ${moment(condition.createdAt)}`, { muted: true });
  });
}

function writeEvidence(doc: FlowingText, myCase: ExportedCase, reading: PdfReading) {
  const { labels, documentName, conditionName } = reading;
  casePart(
    doc,
    'Evidence you chose',
    'No quotes confirmed or set aside.',
    myCase.evidenceDecisions,
    (decision) => {
      doc.paragraph(
        `${conditionName(decision.conditionId)}: ${labels.caseElement(decision.elementKey)}`,
        { bold: true },
      );
      doc.field(
        decision.state === 'confirmed' ? 'Confirmed' : 'Not this one',
        `${documentName(decision.documentId)}, page ${decision.page}`,
      );
      doc.paragraph(`“${decision.quote}”`, { indent: 12 });
    },
  );
}

function writeStatements(doc: FlowingText, myCase: ExportedCase, reading: PdfReading) {
  const { labels, conditionName } = reading;
  casePart(doc, 'Statements', 'No statements written.', myCase.statements, (statement) => {
    const witness = statement.witnessRelationship
      ? `${statement.witnessName} (${statement.witnessRelationship})`
      : statement.witnessName;
    doc.paragraph(
      statement.kind === 'personal' ? 'Your statement' : `Statement of ${witness ?? 'a witness'}`,
      { bold: true },
    );
    const about = [
      statement.conditionId && conditionName(statement.conditionId),
      statement.elementKey && labels.caseElement(statement.elementKey),
    ].filter(Boolean);
    if (about.length > 0) doc.field('About', about.join(': '));
    doc.paragraph(statement.text, { indent: 12 });
    doc.paragraph(`Written ${moment(statement.createdAt)}`, { muted: true });
  });
}

function writeProviders(doc: FlowingText, myCase: ExportedCase, { conditionName }: PdfReading) {
  casePart(doc, 'Private providers', 'No providers added.', myCase.providers, (provider) => {
    doc.paragraph(provider.name, { bold: true });
    const place = [provider.city, [provider.state, provider.postalCode].filter(Boolean).join(' ')];
    const address = [provider.street, ...place, provider.country].filter(Boolean).join(', ');
    if (address) doc.field('Address', address);
    if (provider.treatmentFrom) {
      doc.field('Treated', span(provider.treatmentFrom, provider.treatmentTo));
    } else if (provider.treatmentTo) {
      doc.field('Treated until', calendarDay(provider.treatmentTo));
    }
    if (provider.conditionIds.length > 0) {
      doc.field('For', provider.conditionIds.map(conditionName).join('; '));
    }
  });
}

export const caseSection: PdfSection<'case'> = {
  title: 'My Case',
  write(doc, myCase, reading) {
    writeConditions(doc, myCase, reading);
    writeEvidence(doc, myCase, reading);
    writeStatements(doc, myCase, reading);
    writeProviders(doc, myCase, reading);
  },
};

export const witnessRequestsSection: PdfSection<'witnessRequests'> = {
  title: 'Witness statements',
  empty: 'No witness statements asked for.',
  write(doc, requests) {
    for (const request of requests) {
      doc.heading(`${request.witnessName} (${request.relationship})`, 3);
      doc.field('For', request.conditionName);
      doc.field('State', witnessRequestStateLabels[request.state]);
      if (request.state === 'waiting') doc.field('Link works until', moment(request.expiresAt));
      if (request.whatTheySaw) doc.field('Your note for them', request.whatTheySaw);
      doc.paragraph(`Asked ${moment(request.createdAt)}`, { muted: true });
      const { answers } = request;
      if (!answers) continue;
      doc.paragraph(
        `Their answers${request.submittedAt ? `, sent ${moment(request.submittedAt)}` : ''}`,
        { bold: true },
      );
      doc.field('Full name', answers.fullName);
      if (answers.phone) doc.field('Phone', answers.phone);
      if (answers.email) doc.field('Email', answers.email);
      const relationship = witnessRelationshipText(answers);
      if (relationship) doc.field('Relationship', relationship);
      for (const { key, label } of witnessQuestions) {
        if (answers[key].trim() === '') continue;
        doc.paragraph(label, { bold: true });
        doc.paragraph(answers[key], { indent: 12 });
      }
    }
  },
};
