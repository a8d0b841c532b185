import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import type { CaseCondition, CaseStatement } from '../../../../contracts/case';
import { conditionTitle } from './condition-basis';

type StatementsSectionProps = {
  statements: readonly CaseStatement[];
  conditions: readonly CaseCondition[];
  onDelete: (statement: CaseStatement) => void;
};

/** "Your statement", "Statement of Ana Reyes", inside a sentence. */
export const statementInSentence = (statement: CaseStatement) => {
  const author = statementAuthor(statement);
  return author.charAt(0).toLowerCase() + author.slice(1);
};

/** Who a statement is from, as its card names it. */
export const statementAuthor = ({ kind, witnessName, witnessRelationship }: CaseStatement) =>
  kind === 'personal'
    ? 'Your statement'
    : `Statement of ${witnessName ?? 'a witness'}${witnessRelationship ? ` (${witnessRelationship})` : ''}`;

/**
 * Every statement in the case, also those written for an element the claim no longer needs:
 * each goes into the packet on its own VA Form 21-4138 (the veteran's) or 21-10210 (a witness's).
 */
export function StatementsSection({ statements, conditions, onDelete }: StatementsSectionProps) {
  const titleId = useId();
  if (statements.length === 0) return null;
  const forCondition = (statement: CaseStatement) => {
    const condition = conditions.find((candidate) => candidate.id === statement.conditionId);
    const element = condition?.elements.find((candidate) => candidate.key === statement.elementKey);
    if (!condition) return null;
    return element
      ? `For ${conditionTitle(condition)}: ${element.label.toLowerCase()}`
      : `For ${conditionTitle(condition)}`;
  };

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId} mb="xs">
        Statements
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Each goes into your packet on its own form: VA Form 21-4138 for yours, 21-10210 for a
        witness&apos;s.
      </Text>
      <Stack gap="sm">
        {statements.map((statement) => (
          <Card
            key={statement.id}
            withBorder
            radius="md"
            padding="md"
            component="article"
            aria-label={statementAuthor(statement)}
          >
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={4}>
                <Title order={3} fz="md">
                  {statementAuthor(statement)}
                </Title>
                {forCondition(statement) && (
                  <Text size="sm" c="dimmed">
                    {forCondition(statement)}
                  </Text>
                )}
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {statement.text}
                </Text>
              </Stack>
              <Button
                variant="outline"
                color="red.9"
                size="xs"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onDelete(statement)}
                aria-label={`Delete ${statementInSentence(statement)}`}
              >
                Delete
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
