import { List, Text, Title } from '@mantine/core';
import type { CaseElement } from '../../../../contracts/case';

/** Spec: "what to get next" for an element still to get, best first. */
export function NextEvidenceList({ next }: { next: CaseElement['nextEvidence'] }) {
  if (next.length === 0) return null;
  return (
    <div>
      <Title order={5} fz="sm" mb={4}>
        What to get next
      </Title>
      <List type="ordered" size="sm" spacing={6}>
        {next.map((evidence) => (
          <List.Item key={`${evidence.kind}-${evidence.title}`}>
            <Text size="sm" fw={600} span>
              {evidence.title}
              {evidence.form && ` (VA Form ${evidence.form})`}
            </Text>
            <Text size="sm">{evidence.how}</Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
