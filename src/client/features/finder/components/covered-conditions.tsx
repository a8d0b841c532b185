import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { PresumptiveMatchDto } from '../../../../contracts/finder';
import type { CaseConditionOf } from '../case-matches';
import { AddToCase } from './add-to-case';

/** Longer lists (the PACT Act's) show their first few until the veteran asks for all. */
const SHOWN_FOLDED = 5;
const FOLD_FROM = 8;

type CoveredConditionsProps = {
  conditions: PresumptiveMatchDto['conditions'];
  onCase: CaseConditionOf;
  caseKnown: boolean;
};

/** The conditions a presumptive rule covers, each with "Add to My Case". */
export function CoveredConditions({ conditions, onCase, caseKnown }: CoveredConditionsProps) {
  const listId = useId();
  const foldable = conditions.length >= FOLD_FROM;
  const [unfolded, setUnfolded] = useState(false);
  const shown = foldable && !unfolded ? conditions.slice(0, SHOWN_FOLDED) : conditions;

  return (
    <div>
      <Text size="sm" fw={600}>
        Conditions this rule covers ({conditions.length})
      </Text>
      <Stack gap={0} mt={4} component="ul" p={0} id={listId} style={{ listStyle: 'none' }}>
        {shown.map((condition, index) => (
          <li key={condition.name}>
            {index > 0 && <Divider my="xs" />}
            <Group justify="space-between" align="center" gap="xs" wrap="wrap">
              <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Text size="sm">{condition.name}</Text>
                {condition.note && (
                  <Text size="xs" c="dimmed">
                    {condition.note}
                  </Text>
                )}
              </div>
              <AddToCase
                payload={condition.addToCase}
                onCaseId={onCase(condition.name)?.id ?? null}
                caseKnown={caseKnown}
              />
            </Group>
          </li>
        ))}
      </Stack>
      {foldable && (
        <Button
          variant="subtle"
          size="xs"
          mt="xs"
          aria-expanded={unfolded}
          aria-controls={listId}
          onClick={() => setUnfolded((current) => !current)}
        >
          {unfolded ? 'Show fewer' : `Show all ${conditions.length} conditions`}
        </Button>
      )}
    </div>
  );
}
