import './finder-styles';
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { FinderCandidate } from '../../../contracts/finder';
import { CenteredLoader } from '../../components/centered-loader';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { useCase } from '../../lib/api/get-case';
import { useDocuments } from '../../lib/api/get-documents';
import { disclaimers } from '../../lib/disclaimers';
import { SERVICE_HISTORY_HREF } from '../../lib/record-anchors';
import { useFinder } from './api/get-finder';
import { caseConditionOf } from './case-matches';
import { FinderGroup } from './components/finder-group';
import { FinderSummary } from './components/finder-summary';
import { NearMisses } from './components/near-misses';
import { PresumptiveCard } from './components/presumptive-card';
import { SecondaryCard } from './components/secondary-card';
import { UnclaimedCard } from './components/unclaimed-card';

type Kind = FinderCandidate['kind'];
const ofKind = <K extends Kind>(candidates: readonly FinderCandidate[], kind: K) =>
  candidates.filter((candidate): candidate is Extract<FinderCandidate, { kind: K }> => {
    return candidate.kind === kind;
  });

const GROUP_IDS = {
  presumptive: 'finder-presumptive',
  secondary: 'finder-secondary',
  unclaimed: 'finder-unclaimed',
} as const;

const emptyLine = (children: ReactNode) => <Text size="sm">{children}</Text>;

/**
 * "What else can I claim?": what the law presumes for where and when the veteran served, what
 * often follows a condition they are rated for, and diagnoses in their own records not yet
 * claimed. Each one says why, what it needs and that VA decides; any of them goes to My Case.
 */
export function FinderPage() {
  useDocumentTitle('What else can I claim? · Wingman');
  const finder = useFinder();
  const caseData = useCase();
  const documents = useDocuments();
  const onCase = caseConditionOf(caseData.data?.conditions ?? []);
  // Until My Case has answered, "Add" waits, so a condition already there is not added twice.
  const caseKnown = !caseData.isPending;
  const documentName = (id: string) =>
    documents.data?.find((document) => document.id === id)?.originalName ?? null;

  let body;
  if (finder.isPending) {
    body = <CenteredLoader label="Looking through your record..." />;
  } else if (finder.isError) {
    body = (
      <LoadFailed
        what="what else you may claim"
        onRetry={() => void finder.refetch()}
        retrying={finder.isFetching}
      />
    );
  } else {
    const { serviceHistoryGiven, candidates, nearMisses } = finder.data;
    const presumptive = ofKind(candidates, 'presumptive');
    const secondary = ofKind(candidates, 'secondary');
    const unclaimed = ofKind(candidates, 'unclaimed');
    body = (
      <>
        <FinderSummary
          entries={[
            {
              id: GROUP_IDS.presumptive,
              count: presumptive.length,
              one: 'rule your service meets',
              many: 'rules your service meets',
            },
            {
              id: GROUP_IDS.secondary,
              count: secondary.length,
              one: 'condition that may follow a rated one',
              many: 'conditions that may follow a rated one',
            },
            {
              id: GROUP_IDS.unclaimed,
              count: unclaimed.length,
              one: 'diagnosis in your records',
              many: 'diagnoses in your records',
            },
          ]}
        />
        <FinderGroup
          id={GROUP_IDS.presumptive}
          title="Presumed from where and when you served"
          intro="For some places, dates and exposures the law presumes the link to service, so VA does not ask you to prove it."
          empty={
            serviceHistoryGiven ? (
              emptyLine(
                <>
                  None of the rules Wingman checks is met by the service history you saved.{' '}
                  <Anchor component={Link} href={SERVICE_HISTORY_HREF}>
                    Check your service history
                  </Anchor>{' '}
                  if a place or date is missing.
                </>,
              )
            ) : (
              <EmptyState
                icon={<IconMapPin size={28} />}
                title="Add where and when you served"
                order={3}
                action={
                  <Button component={Link} href={SERVICE_HISTORY_HREF}>
                    Add your service history
                  </Button>
                }
              >
                These rules depend on your periods of service, the places you served and what you
                were exposed to. Add them in Profile &amp; Settings and Wingman checks them against
                the laws VA applies, including the PACT Act.
              </EmptyState>
            )
          }
        >
          {presumptive.map((candidate) => (
            <PresumptiveCard
              key={candidate.rule.ruleId}
              candidate={candidate}
              onCase={onCase}
              caseKnown={caseKnown}
            />
          ))}
        </FinderGroup>
        <NearMisses nearMisses={nearMisses} />

        <FinderGroup
          id={GROUP_IDS.secondary}
          title="Conditions that may follow one you are rated for"
          intro="A condition caused or made worse by a service-connected one can be claimed as secondary. None of these is presumed: each needs a medical opinion."
          empty={emptyLine(
            <>
              Nothing yet. This lists conditions that often follow one you are rated for; add your
              ratings on{' '}
              <Anchor component={Link} href="/current-disabilities">
                Current Disabilities
              </Anchor>
              .
            </>,
          )}
        >
          {secondary.map((candidate) => (
            <SecondaryCard
              key={candidate.pairId}
              candidate={candidate}
              onCase={onCase}
              caseKnown={caseKnown}
            />
          ))}
        </FinderGroup>

        <FinderGroup
          id={GROUP_IDS.unclaimed}
          title="Diagnoses in your records you have not claimed"
          intro="Diagnoses Wingman found in your analysed documents that are neither rated nor on My Case."
          empty={emptyLine(
            <>
              None found. Wingman reads the diagnoses in the records you upload on{' '}
              <Anchor component={Link} href="/documents">
                Documents
              </Anchor>
              .
            </>,
          )}
        >
          {unclaimed.map((candidate) => (
            <UnclaimedCard
              key={`${candidate.documentId}-${candidate.name}`}
              candidate={candidate}
              documentName={documentName(candidate.documentId)}
              onCase={onCase}
              caseKnown={caseKnown}
            />
          ))}
        </FinderGroup>
      </>
    );
  }

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div>
          <Title order={1} fz="h2">
            What else can I claim?
          </Title>
          <Text mt={4} c="dimmed">
            Conditions you may be able to claim, from your service history, your ratings and your
            documents. Nothing here is promised: VA decides each claim.
          </Text>
          <Text size="sm" mt="xs">
            {disclaimers.guidance}
          </Text>
        </div>
        {body}
      </Stack>
    </Container>
  );
}
