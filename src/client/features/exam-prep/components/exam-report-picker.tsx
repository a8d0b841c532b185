import { Select } from '@mantine/core';
import type { ExamRecord } from '../../../../contracts/exams';
import { useDocuments } from '../../../lib/api/get-documents';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useSaveExam } from '../api/save-exam';

/** Links the examiner's report, chosen from the veteran's uploaded documents. */
export function ExamReportPicker({ exam }: { exam: ExamRecord }) {
  const documents = useDocuments();
  const save = useSaveExam();
  const data = (documents.data ?? []).map((document) => ({
    value: document.id,
    label: document.originalName,
  }));

  const choose = (documentId: string | null) =>
    save.mutate(
      {
        id: exam.id,
        input: { condition: exam.condition, examDate: exam.examDate, reportDocumentId: documentId },
      },
      {
        onSuccess: () =>
          showSuccessToast('Saved', documentId ? 'Exam report linked.' : 'Exam report unlinked.'),
        onError: () => showFailureToast('Error', 'Failed to link the report. Please try again.'),
      },
    );

  return (
    <Select
      label="The examiner's report"
      description={
        data.length === 0 && !documents.isPending
          ? 'Upload the report on the Documents page first; it will show here.'
          : 'Pick the report from your uploaded documents to check it for gaps.'
      }
      placeholder={documents.isPending ? 'Loading your documents...' : 'Choose a document'}
      data={data}
      value={exam.reportDocumentId}
      onChange={choose}
      clearable
      disabled={save.isPending || data.length === 0}
      maw={420}
    />
  );
}
