import { Divider, Group, Stack, Text } from '@mantine/core';
import type { FinderCandidate } from '../../../../contracts/finder';
import { ToneBadge } from '../../../components/tone-badge';
import { formatDate } from '../../../lib/format-date';
import type { CaseConditionOf } from '../case-matches';
import { AddToCase } from './add-to-case';
import { CandidateCard } from './candidate-card';
import { WhatItNeeds } from './what-it-needs';

type PresumptiveCardProps = {
  candidate: Extract<FinderCandidate, { kind: 'presumptive' }>;
  onCase: CaseConditionOf;
  caseKnown: boolean;
};

/** A presumptive rule the veteran's service history meets, with the conditions it covers. */
export function PresumptiveCard({ candidate, onCase, caseKnown }: PresumptiveCardProps) {
  const { rule } = candidate;
  return (
    <CandidateCard
      title={rule.title}
      subtitle={rule.citation}
      badges={
        rule.status === 'met' ? (
          <ToneBadge tone="blue">Your service meets this rule</ToneBadge>
        ) : (
          <ToneBadge tone="yellow">Exposure you reported: VA checks it</ToneBadge>
        )
      }
    >
      <Text size="sm">
        <Text span fw={600}>
          Why:
        </Text>{' '}
        {rule.fact}
      </Text>
      {rule.showBy && (
        <Text size="sm">
          The law presumes it when the condition showed, to at least 10%, by{' '}
          {formatDate(rule.showBy)}.
        </Text>
      )}
      <div>
        <Text size="sm" fw={600}>
          Conditions this rule covers
        </Text>
        <Stack gap={0} mt={4} component="ul" p={0} style={{ listStyle: 'none' }}>
          {rule.conditions.map((condition, index) => (
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
      </div>
      <WhatItNeeds
        evidenceNeeded={rule.evidenceNeeded}
        vaDecides={rule.vaDecides}
        doubt={rule.doubt}
      />
    </CandidateCard>
  );
}
