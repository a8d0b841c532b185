import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconClock,
  IconListCheck,
  IconShieldLock,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { DocumentDto } from '../../../../contracts/documents';
import { ToneBadge } from '../../../components/tone-badge';
import { formatDate } from '../../../lib/format-date';
import { formatSize } from '../../../lib/format-size';
import { documentAnchor } from '../../../lib/record-anchors';
import {
  analysisNoteText,
  documentTypeLabel,
  extractionProblemText,
  fileKeepingLabel,
  fileState,
} from '../../../lib/document-state';
import { AnalysisView } from './analysis-view';
import { DocumentActionsMenu, type DocumentAction } from './document-actions-menu';

type DocumentCardProps = {
  document: DocumentDto;
  /** The page's clock, ticking every minute, so expiry labels stay true. */
  now: Date;
  onAction: (action: DocumentAction) => void;
  onImportDecision: () => void;
};

const FILE_BADGES = {
  present: { label: 'File Present', tone: 'green' },
  expired: { label: 'Expired', tone: 'grey' },
  removed: { label: 'Removed', tone: 'grey' },
  // Deleted on purpose as the veteran chose, not lost: no grey "Expired" for it.
  'not-kept': { label: 'File Not Kept', tone: 'blue' },
} as const;

export function DocumentCard({ document, now, onAction, onImportDecision }: DocumentCardProps) {
  const [expanded, setExpanded] = useState(false);
  const analysisId = useId();
  const state = fileState(document, now);
  const name = document.originalName;
  const hasAnalysis = document.analysis !== null;
  const fileBadge = FILE_BADGES[state];
  const analysisToggle = expanded ? 'Hide AI analysis' : 'Show AI analysis';

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={name}
      id={documentAnchor(document.id)}
      // A link from another screen (the finder) lands here and moves focus to it.
      tabIndex={-1}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <DocumentActionsMenu
            document={document}
            contentPresent={state === 'present'}
            onAction={onAction}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {formatSize(document.size)} · Uploaded {formatDate(document.uploadedAt)}
        </Text>
        <Group gap="xs">
          <ToneBadge tone="blue">{documentTypeLabel(document)}</ToneBadge>
          <ToneBadge tone={fileBadge.tone}>{fileBadge.label}</ToneBadge>
          <ToneBadge tone={hasAnalysis ? 'green' : 'grey'}>
            {hasAnalysis ? 'Analysis Available' : 'Analysis: None'}
          </ToneBadge>
        </Group>
        {state !== 'removed' && (
          <Group gap={6} wrap="nowrap">
            {state === 'not-kept' ? (
              <IconShieldLock size={16} aria-hidden />
            ) : (
              <IconClock size={16} aria-hidden />
            )}
            <Text size="sm" data-testid="remaining-time">
              {fileKeepingLabel(document, now)}
            </Text>
          </Group>
        )}
        {document.extractionProblem && (
          <Alert role="note" color="yellow" variant="light" p="sm">
            <Text size="sm">{extractionProblemText[document.extractionProblem]}</Text>
          </Alert>
        )}
        {document.analysisNote && (
          <Alert role="note" color="blue" variant="light" p="sm">
            <Text size="sm">{analysisNoteText[document.analysisNote]}</Text>
          </Alert>
        )}
        {document.hasDecisionToImport && (
          <Button
            variant="light"
            leftSection={<IconListCheck size={18} aria-hidden />}
            onClick={onImportDecision}
            aria-label={`Add to my disabilities and claims from ${name}`}
          >
            Add to my disabilities and claims
          </Button>
        )}
        <div>
          <Button
            variant="subtle"
            px={0}
            rightSection={
              expanded ? (
                <IconChevronUp size={16} aria-hidden />
              ) : (
                <IconChevronDown size={16} aria-hidden />
              )
            }
            aria-expanded={expanded}
            aria-controls={analysisId}
            onClick={() => setExpanded((open) => !open)}
            aria-label={`${analysisToggle} of ${name}`}
          >
            {analysisToggle}
          </Button>
          <div id={analysisId} hidden={!expanded}>
            {expanded &&
              (document.analysis ? (
                <AnalysisView analysis={document.analysis} />
              ) : (
                <Text size="sm" c="dimmed">
                  Analysis not available
                </Text>
              ))}
          </div>
        </div>
      </Stack>
    </Card>
  );
}
