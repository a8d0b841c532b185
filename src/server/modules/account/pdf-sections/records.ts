/** The export PDF's sections on the veteran's own records: the symptom journal and C&P exams. */
import { afterExamQuestions } from '../../../../contracts/exams';
import type { JournalEntry } from '../../../../contracts/journal';
import type { PdfSection } from './pdf-section';
import { answerWords, calendarDay, capitalised, moment, span, yesNo } from './pdf-words';

/** An entry's own answers, under the journal form's questions. */
const entryAnswers = [
  ['whatHappened', 'What happened'],
  ['duration', 'How long it lasted'],
  ['stoppedDoing', 'What it stopped you doing'],
  ['workLost', 'Work lost'],
  ['treatment', 'Treatment'],
  ['whoSawIt', 'Who saw it'],
] as const satisfies readonly (readonly [keyof JournalEntry, string])[];

const fieldWords = (value: JournalEntry['fields'][string]) =>
  typeof value === 'boolean'
    ? yesNo(value)
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

export const journalSection: PdfSection<'journal'> = {
  title: 'Symptom journal',
  empty: 'No journal entries written.',
  write(doc, entries, { labels }) {
    for (const entry of entries) {
      const when = entry.toDate ? span(entry.fromDate, entry.toDate) : calendarDay(entry.fromDate);
      doc.heading(`${entry.condition}: ${when}`, 3);
      doc.field('Recorded as', labels.journalBasis(entry.basis));
      if (entry.severity) doc.field('Severity', capitalised(entry.severity));
      for (const [key, label] of entryAnswers) {
        const answer = entry[key];
        if (answer) doc.field(label, answer);
      }
      for (const [key, value] of Object.entries(entry.fields)) {
        doc.field(labels.journalField(entry.basis, key), fieldWords(value));
      }
      doc.paragraph(`Written ${moment(entry.createdAt)}`, { muted: true });
    }
  },
};

export const examsSection: PdfSection<'exams'> = {
  title: 'C&P exams',
  empty: 'No C&P exams recorded.',
  write(doc, exams, { labels, documentName }) {
    for (const exam of exams) {
      doc.heading(`${exam.condition}, ${calendarDay(exam.examDate)}`, 3);
      doc.field('Exam form', labels.examForm(exam.dbq));
      if (exam.reportDocumentId) doc.field('Exam report', documentName(exam.reportDocumentId));
      const notes = exam.afterExam;
      if (!notes) {
        doc.paragraph('No notes on how the exam went.', { muted: true });
        continue;
      }
      doc.paragraph('What happened, as you wrote it', { bold: true });
      if (notes.minutes !== null) doc.field('Minutes it took', String(notes.minutes));
      for (const { key, label } of afterExamQuestions) {
        const answer = notes[key];
        if (answer) doc.field(label, answerWords[answer]);
      }
      if (notes.whatITold) doc.field('What you told the examiner', notes.whatITold);
      if (notes.whatWasMissed) doc.field('Anything you felt was missed', notes.whatWasMissed);
    }
  },
};
