import { List } from '@mantine/core';
import type { DocumentDto } from '../../../../../contracts/documents';
import { remainingTimeLabel } from '../../../../lib/remaining-time';
import { useMinuteClock } from '../../../../lib/use-minute-clock';
import { useDocuments } from '../../../../lib/api/get-documents';
import { GlanceBlock, GlanceNote } from './glance-block';

/** Files whose content goes within this many hours are "about to expire". */
const SOON_HOURS = 24;

const expiresSoon = (document: DocumentDto, now: Date) => {
  if (!document.hasContent || document.isContentExpired || !document.fileContentExpiresAt)
    return false;
  const left = new Date(document.fileContentExpiresAt).getTime() - now.getTime();
  return left > 0 && left <= SOON_HOURS * 3_600_000;
};

/** Documents whose file content is removed within a day: download or use them before then. */
export function ExpiringDocumentsGlance() {
  const documents = useDocuments();
  const now = useMinuteClock();
  const soon = (documents.data ?? []).filter((document) => expiresSoon(document, now));

  let content;
  if (documents.isPending) content = <GlanceNote>Loading your documents...</GlanceNote>;
  else if (documents.isError)
    content = <GlanceNote>Your documents could not be loaded.</GlanceNote>;
  else if (soon.length === 0)
    content = <GlanceNote>No file expires in the next {SOON_HOURS} hours.</GlanceNote>;
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
