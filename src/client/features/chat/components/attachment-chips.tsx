import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconFileText, IconStethoscope } from '@tabler/icons-react';
import { nameWithSide } from '../../../../domain/conditions/disability-name';
import { formatDate } from '../../../lib/format-date';
import { formatSize } from '../../../lib/format-size';
import { fileKeepingLabel } from '../../../lib/document-state';
import type { AttachedDisability, AttachedDocument } from '../use-chat-attachments';

type AttachmentChipsProps = {
  documents: readonly AttachedDocument[];
  disabilities: readonly AttachedDisability[];
  now: Date;
  onRemoveDocument: (id: string) => void;
  onRemoveDisability: (id: string) => void;
};

/** Spec §2: what goes with the next message, each with a way to take it off. */
export function AttachmentChips({
  documents,
  disabilities,
  now,
  onRemoveDocument,
  onRemoveDisability,
}: AttachmentChipsProps) {
  if (documents.length === 0 && disabilities.length === 0) return null;
  return (
    <Group gap="xs" role="list" aria-label="Attached to your next message">
      {documents.map((document) => (
        <Paper key={document.id} withBorder radius="md" px="sm" py={6} role="listitem" maw="100%">
          <Group gap="xs" wrap="nowrap">
            <IconFileText size={18} aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {document.originalName}
              </Text>
              <Text size="xs" c="dimmed">
                {formatSize(document.size)} · {formatDate(document.uploadedAt)} ·{' '}
                {fileKeepingLabel(document, now)}
              </Text>
            </div>
            <CloseButton
              size="sm"
              aria-label={`Remove ${document.originalName}`}
              onClick={() => onRemoveDocument(document.id)}
            />
          </Group>
        </Paper>
      ))}
      {disabilities.map((disability) => (
        <Paper key={disability.id} withBorder radius="md" px="sm" py={6} role="listitem" maw="100%">
          <Group gap="xs" wrap="nowrap">
            <IconStethoscope size={18} aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {nameWithSide(disability)} · {disability.currentPercentage}%
              </Text>
              <Text size="xs" c="dimmed">
                Current VA Rating
              </Text>
            </div>
            <CloseButton
              size="sm"
              aria-label={`Remove ${nameWithSide(disability)}`}
              onClick={() => onRemoveDisability(disability.id)}
            />
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
