import { Text } from '@mantine/core';
import type { FinderCandidate } from '../../../../contracts/finder';
import { FileBeforeNotice } from '../../../components/file-before-notice';
import { ToneBadge } from '../../../components/tone-badge';
import type { CaseConditionOf } from '../case-matches';
import { CandidateCard } from './candidate-card';
import { CoveredConditions } from './covered-conditions';
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
      {/* Sent by the server only while the date is ahead on its clock. */}
      {rule.fileBefore && <FileBeforeNotice notice={rule.fileBefore} />}
      {/* The fact carries its own dates, a chronic disease's last day to show included. */}
      <Text size="sm">
        <Text span fw={600}>
          Why:
        </Text>{' '}
        {rule.fact}
      </Text>
      <CoveredConditions conditions={rule.conditions} onCase={onCase} caseKnown={caseKnown} />
      <WhatItNeeds
        evidenceNeeded={rule.evidenceNeeded}
        vaDecides={rule.vaDecides}
        doubt={rule.doubt}
      />
    </CandidateCard>
  );
}
