import { Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useId } from 'react';
import { EmptyState } from '../../../components/empty-state';

/**
 * Spec §2 "Chat History". Saved conversations do not exist yet, so this says what will appear
 * here instead of calling an endpoint that is not there.
 */
export function ChatHistorySection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId} mb="md">
        Chat History
      </Title>
      <EmptyState icon={<IconMessages size={28} />} title="No Saved Conversations Yet" order={3}>
        Your conversations with Wingman will appear here. Saving chat history is still being built,
        so past conversations are not listed yet.
      </EmptyState>
    </section>
  );
}
