import { Anchor, Text } from '@mantine/core';
import type { RuleCheck } from '../../domain/regulations/regulation-link';
import { formatDate } from '../lib/format-date';

/**
 * The one calm note under VA facts: "Check the current rule at 38 CFR 4.71a, last checked
 * Nov 23, 2026." It replaces scattered internal doubts with a place to look and a date.
 */
export function RuleCheckNote({ check }: { check: RuleCheck }) {
  const where = check.url ? (
    <Anchor href={check.url} target="_blank" rel="noopener noreferrer" inherit>
      {check.label}
    </Anchor>
  ) : (
    check.label
  );
  return (
    <Text size="xs" c="dimmed" data-testid="rule-check-note">
      Check the current rule at {where}, last checked {formatDate(check.checkedOn)}.
    </Text>
  );
}
