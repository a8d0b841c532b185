import { Text } from '@mantine/core';
import type { FinderCandidate } from '../../../../contracts/finder';
import { ToneBadge } from '../../../components/tone-badge';
import type { CaseConditionOf } from '../case-matches';
import { CandidateCard } from './candidate-card';
import { NeedsAndAdd } from './needs-and-add';

type SecondaryCardProps = {
  candidate: Extract<FinderCandidate, { kind: 'secondary' }>;
  onCase: CaseConditionOf;
  caseKnown: boolean;
};

/** A condition that often follows one the veteran is rated for; never presumed. */
export function SecondaryCard({ candidate, onCase, caseKnown }: SecondaryCardProps) {
  return (
    <CandidateCard
      title={candidate.name}
      subtitle={`Secondary to ${candidate.secondaryTo}`}
      badges={
        <>
          <ToneBadge tone="orange">
            {candidate.citation
              ? `Needs a medical opinion (${candidate.citation})`
              : 'Needs a medical opinion'}
          </ToneBadge>
          {candidate.contested && <ToneBadge tone="grey">Contested</ToneBadge>}
        </>
      }
    >
      <Text size="sm">
        <Text span fw={600}>
          Why:
        </Text>{' '}
        {candidate.mechanism}
      </Text>
      {candidate.contested && (
        <Text size="sm">
          Doctors and VA do not all agree on this link, so the medical opinion matters all the more.
        </Text>
      )}
      <NeedsAndAdd candidate={candidate} onCase={onCase} caseKnown={caseKnown} />
    </CandidateCard>
  );
}
