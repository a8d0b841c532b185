import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconMail, IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { DocumentDto } from '../../../../contracts/documents';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { mailtoLink, shareReport, shareSubject } from '../share-report';

/** Spec §9: the Copy button says "Copied" for 2 s. */
const COPIED_RESET_MS = 2000;

type ShareDialogProps = { document: DocumentDto; onClose: () => void };

export function ShareDialog({ document, onClose }: ShareDialogProps) {
  const report = shareReport(document);
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (!copied) return;
    const reset = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(reset);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(report);
      setCopied(true);
      showSuccessToast('Copied!', 'The report is on your clipboard.');
    } catch {
      showFailureToast('Copy Failed', 'Failed to copy to clipboard. Please try again.');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: shareSubject(document), text: report });
    } catch {
      // Closing the share sheet is a choice, not a failure.
    }
  };

  return (
    <Modal opened onClose={onClose} title="Share Analysis" centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          Share what Wingman found in this document with someone helping you, such as a Veterans
          Service Officer.
        </Text>
        {/* Focusable, so the report can be scrolled from the keyboard. */}
        <Paper
          withBorder
          p="sm"
          tabIndex={0}
          role="region"
          aria-label="Report"
          style={{ maxHeight: 280, overflowY: 'auto' }}
        >
          <Text
            size="sm"
            component="pre"
            style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}
            data-testid="share-report"
          >
            {report}
          </Text>
        </Paper>
        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            leftSection={
              copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
            }
            onClick={() => void copy()}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button
            variant="default"
            component="a"
            href={mailtoLink(document)}
            leftSection={<IconMail size={18} aria-hidden />}
          >
            E-mail
          </Button>
          {canShare && (
            <Button leftSection={<IconShare size={18} aria-hidden />} onClick={() => void share()}>
              Share
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
