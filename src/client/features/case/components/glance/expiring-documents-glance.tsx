import { List } from '@mantine/core';
import type { DocumentDto } from '../../../../../contracts/documents';
import { fileState } from '../../../../lib/document-state';
import { remainingTimeLabel } from '../../../../lib/remaining-time';
import { useMinuteClock } from '../../../../lib/use-minute-clock';
import { useDocuments } from '../../../../lib/api/get-documents';
import { GlanceBlock, GlanceNote } from './glance-block';

const HOUR_MS = 3_600_000;
const SOON_AT_MOST_MS = 24 * HOUR_MS;
const SOON_SHARE_OF_KEEPING = 0.25;

/**
 * A file is about to expire in the last quarter of the time it is kept, and at most its last
 * day: a fixed "next 24 hours" would list every file kept for 24 hours from its upload on, and
 * a warning that is always there warns of nothing.
 */
const expiresSoon = (document: DocumentDto, now: Date) => {
  if (fileState(document, now) !== 'present' || !document.fileContentExpiresAt) return false;
  const expiry = new Date(document.fileContentExpiresAt).getTime();
  const keeping = expiry - new Date(document.uploadedAt).getTime();
  return expiry - now.getTime() <= Math.min(SOON_AT_MOST_MS, keeping * SOON_SHARE_OF_KEEPING);
};

/** Documents whose file content is removed soon: download or use them before then. */
export function ExpiringDocumentsGlance() {
  const documents = useDocuments();
  const now = useMinuteClock();
  const soon = (documents.data ?? []).filter((document) => expiresSoon(document, now));

  let content;
  if (documents.isPending) content = <GlanceNote>Loading your documents...</GlanceNote>;
  else if (documents.isError)
    content = <GlanceNote>Your documents could not be loaded.</GlanceNote>;
  else if (soon.length === 0) content = <GlanceNote>No file is close to being removed.</GlanceNote>;
  else
    content = (
      <List size="sm" spacing={2}>
        {soon.map((document) => (
          <List.Item key={document.id}>
            <strong>{document.originalName}</strong>:{' '}
            {remainingTimeLabel(document.fileContentExpiresAt, now)}
          </List.Item>
        ))}
      </List>
    );

  return (
    <GlanceBlock title="Files about to expire" href="/documents" linkLabel="Documents">
      {content}
    </GlanceBlock>
  );
}
