import './exam-prep-styles';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useLocation, useSearch } from 'wouter';
import { CenteredLoader } from '../../components/centered-loader';
import { LoadFailed } from '../../components/load-failed';
import { ApiRequestError } from '../../lib/api-client';
import { useExamChoices } from './api/get-exam-choices';
import { usePrepSheet } from './api/get-prep-sheet';
import { ConditionChooser } from './components/condition-chooser';
import { ExamsSection } from './components/exams-section';
import { PrepSheetView } from './components/prep-sheet-view';
import { SupportedExams } from './components/supported-exams';

/** C&P exam preparation: the sheet for a condition (deep link ?condition=), and the exams. */
export function ExamPrepPage() {
  useDocumentTitle('C&P Exam Prep · Wingman');
  const [, navigate] = useLocation();
  const condition = new URLSearchParams(useSearch()).get('condition')?.trim() || null;
  const choices = useExamChoices();
  const sheet = usePrepSheet(condition);
  const choose = (name: string) => navigate(`/exam-prep?condition=${encodeURIComponent(name)}`);

  let body = null;
  if (condition && sheet.isPending) {
    body = <CenteredLoader label="Loading the prep sheet..." />;
  } else if (condition && sheet.isError) {
    body =
      sheet.error instanceof ApiRequestError && sheet.error.status === 404 ? (
        <SupportedExams condition={condition} choices={choices.data} onChoose={choose} />
      ) : (
        <LoadFailed
          what="the prep sheet"
          onRetry={() => void sheet.refetch()}
          retrying={sheet.isFetching}
        />
      );
  } else if (sheet.data) {
    body = <PrepSheetView sheet={sheet.data} />;
  }
  const hasSheet = Boolean(condition && sheet.data);

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div data-print="hide">
          <Title order={1} fz="h2">
            C&amp;P Exam Prep
          </Title>
          <Text mt={4} c="dimmed">
            What the examiner will measure and ask, what your record already shows, and what to do
            after the exam.
          </Text>
        </div>
        <ConditionChooser
          key={condition ?? ''}
          choices={choices.data}
          initial={condition ?? ''}
          onChoose={choose}
        />
        {body}
        <ExamsSection condition={hasSheet ? condition : null} />
      </Stack>
    </Container>
  );
}
