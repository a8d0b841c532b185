import { Group } from '@mantine/core';
import type { FinderCandidate } from '../../../../contracts/finder';
import type { CaseConditionOf } from '../case-matches';
import { AddToCase } from './add-to-case';
import { WhatItNeeds } from './what-it-needs';

type NeedsAndAddProps = {
  candidate: Extract<FinderCandidate, { kind: 'secondary' | 'unclaimed' }>;
  onCase: CaseConditionOf;
  caseKnown: boolean;
};

/** How a card for one condition ends: what it needs and what VA decides, then Add to My Case. */
export function NeedsAndAdd({ candidate, onCase, caseKnown }: NeedsAndAddProps) {
  return (
    <>
      <WhatItNeeds
        evidenceNeeded={candidate.evidenceNeeded}
        vaDecides={candidate.vaDecides}
        doubt={candidate.doubt}
      />
      <Group>
        <AddToCase
          payload={candidate.addToCase}
          onCaseId={onCase(candidate.name)?.id ?? null}
          caseKnown={caseKnown}
        />
      </Group>
    </>
  );
}
