import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { PrepSheet } from '../../../../contracts/exams';
import { formatDate } from '../../../lib/format-date';
import { RecordShowsList } from './record-shows';
import { SourceLinks } from './source-links';

/** The prep sheet: each DBQ item with what the record shows, then the shared advice. */
export function PrepSheetView({ sheet }: { sheet: PrepSheet }) {
  const withRecord = sheet.items.filter((item) => item.recordShows.length > 0).length;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-print="sheet">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="h3">
              Exam prep: {sheet.condition}
            </Title>
            <Text size="sm" mt={4}>
              {sheet.dbq.title}
            </Text>
            <Text size="sm" c="dimmed">
              {sheet.dbq.form} · revised {formatDate(sheet.dbq.revisionDate)}
            </Text>
          </div>
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
            data-print="hide"
          >
            Print
          </Button>
        </Group>
        <Text size="sm">
          <strong>Who examines:</strong> {sheet.dbq.examiner}
        </Text>

        <section aria-labelledby="exam-items-title">
          <Group gap="xs" mb="sm" align="baseline">
            <Title order={3} fz="h4" id="exam-items-title">
              What the examiner will measure and ask
            </Title>
            <Badge variant="light" color="navy">
              {withRecord} of {sheet.items.length} already in your record
            </Badge>
          </Group>
          <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {sheet.items.map((item) => (
              <li key={item.key}>
                <Paper withBorder radius="md" p="md">
                  <Text fw={600}>{item.label}</Text>
                  <Text size="sm" mt={4}>
                    {item.detail}
                  </Text>
                  <Text size="sm" fw={600} mt="sm">
                    What your record shows
                  </Text>
                  <RecordShowsList shows={item.recordShows} nothingYet={sheet.nothingYet} />
                </Paper>
              </li>
            ))}
          </Stack>
          <SourceLinks sources={sheet.dbq.sources} />
        </section>

        <section aria-labelledby="bring-title">
          <Title order={3} fz="h4" id="bring-title" mb="xs">
            What to bring
          </Title>
          <List size="sm" spacing={4}>
            {sheet.whatToBring.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </section>

        <section aria-labelledby="bad-day-title">
          <Title order={3} fz="h4" id="bad-day-title" mb="xs">
            How to describe a bad day
          </Title>
          <List size="sm" spacing={4}>
            {sheet.badDay.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </section>

        <section aria-labelledby="copy-title">
          <Title order={3} fz="h4" id="copy-title" mb="xs">
            Your right to a copy of the report
          </Title>
          <Text size="sm">{sheet.copyOfReport.text}</Text>
          <SourceLinks sources={sheet.copyOfReport.sources} />
        </section>

        <Text size="sm" c="dimmed">
          {sheet.vaDecides}
        </Text>
      </Stack>
    </Paper>
  );
}
