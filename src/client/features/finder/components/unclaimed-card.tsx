import { Anchor } from '@mantine/core';
import { Link } from 'wouter';
import type { FinderCandidate } from '../../../../contracts/finder';
import { QuotedPassage } from '../../../components/quoted-passage';
import { documentHref } from '../../../lib/record-anchors';
import type { CaseConditionOf } from '../case-matches';
import { CandidateCard } from './candidate-card';
import { NeedsAndAdd } from './needs-and-add';

type UnclaimedCardProps = {
  candidate: Extract<FinderCandidate, { kind: 'unclaimed' }>;
  /** The document's name, once the documents list has loaded. */
  documentName: string | null;
  onCase: CaseConditionOf;
  caseKnown: boolean;
};

/**
 * A diagnosis in one of the veteran's own documents that is neither rated nor claimed. The
 * quote and its document and page are the why.
 */
export function UnclaimedCard({ candidate, documentName, onCase, caseKnown }: UnclaimedCardProps) {
  const source = `${documentName ?? 'Your document'}, page ${candidate.page}`;
  return (
    <CandidateCard title={candidate.name} subtitle="A diagnosis in your own records">
      <QuotedPassage quote={candidate.quote} source={source} />
      <Anchor component={Link} href={documentHref(candidate.documentId)} fz="sm">
        Open {documentName ?? 'the document'} on Documents
      </Anchor>
      <NeedsAndAdd candidate={candidate} onCase={onCase} caseKnown={caseKnown} />
    </CandidateCard>
  );
}
