import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCalculator, IconInfoCircle } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { DECISION_TYPES, decisionTypeLabels } from '../../../../contracts/claims';
import type { DecisionProposal, ImportDecisionResult } from '../../../../contracts/documents';
import type { BackPayStart } from '../../../components/back-pay/back-pay-values';
import { ToneBadge } from '../../../components/tone-badge';
import { LoadFailed } from '../../../components/load-failed';
import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/api-error';
import type { BadgeTone } from '../../../lib/badge-tones';
import { formatDate } from '../../../lib/format-date';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { showSuccessToast } from '../../../lib/toast';
import {
  useDecisionProposal,
  useImportDecision,
  type DecisionImportChoice,
} from '../api/decision-import';
import { letterBackPayStart } from '../letter-back-pay';

type Issue = DecisionProposal['issues'][number];
type DecisionType = NonNullable<DecisionImportChoice['decisionType']>;

const OUTCOMES: Record<Issue['outcome'], { label: string; tone: BadgeTone }> = {
  granted: { label: 'Granted', tone: 'green' },
  increased: { label: 'Increased', tone: 'green' },
  continued: { label: 'Continued', tone: 'blue' },
  denied: { label: 'Denied', tone: 'red' },
  deferred: { label: 'Deferred', tone: 'yellow' },
  'granted-in-part': { label: 'Granted in part', tone: 'orange' },
  remanded: { label: 'Remanded', tone: 'yellow' },
  dismissed: { label: 'Dismissed', tone: 'grey' },
};

const decisionTypeOptions = [
  { value: '', label: 'Not sure' },
  ...DECISION_TYPES.map((type) => ({ value: type, label: decisionTypeLabels[type] })),
];

/** Tracked at another percentage than the letter gives: choosing it updates the tracker. */
const changesRating = (issue: Issue) =>
  issue.alreadyTracked &&
  issue.trackedPercentage !== null &&
  issue.trackedPercentage !== issue.percent;
const canAddToDisabilities = (issue: Issue) =>
  issue.canTrack && (!issue.alreadyTracked || changesRating(issue));
// An older letter could lower what is tracked; only a raise the letter grants is pre-chosen.
const chosenAtFirst = (issue: Issue) =>
  canAddToDisabilities(issue) && (!changesRating(issue) || issue.outcome === 'increased');
const keysWhere = (issues: readonly Issue[], test: (issue: Issue) => boolean) =>
  new Set(issues.filter(test).map((issue) => issue.key));

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Added 2 conditions to Current Disabilities and 5 decisions to My Claims." and what was there. */
function importSummary({
  disabilitiesAdded,
  disabilitiesUpdated,
  claimsAdded,
  skipped,
}: ImportDecisionResult) {
  const updated =
    disabilitiesUpdated > 0
      ? ` Updated the rating of ${count(disabilitiesUpdated, 'condition', 'conditions')}.`
      : '';
  const added = `Added ${count(disabilitiesAdded, 'condition', 'conditions')} to Current Disabilities and ${count(claimsAdded, 'decision', 'decisions')} to My Claims.${updated}`;
  if (skipped === 0) return added;
  return `${added} ${count(skipped, 'item was', 'items were')} already there and not added again.`;
}

function whyNotTracked(issue: Issue): string | undefined {
  if (issue.alreadyTracked && !changesRating(issue)) return 'Already on Current Disabilities';
  if (!issue.canTrack) return 'Only a condition VA rated goes on Current Disabilities';
  return undefined;
}

type IssueRowProps = {
  issue: Issue;
  toDisabilities: boolean;
  toClaims: boolean;
  onToggleDisabilities: () => void;
  onToggleClaims: () => void;
};

function IssueRow({
  issue,
  toDisabilities,
  toClaims,
  onToggleDisabilities,
  onToggleClaims,
}: IssueRowProps) {
  const outcome = OUTCOMES[issue.outcome];
  const headingId = `decision-issue-${issue.key}`;
  const facts = [
    issue.percent !== null && `${issue.percent}%`,
    issue.diagnosticCode && `Diagnostic code ${issue.diagnosticCode}`,
    issue.effectiveDate && `Effective ${formatDate(issue.effectiveDate)}`,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md" id={headingId}>
            {issue.condition}
          </Title>
          <ToneBadge tone={outcome.tone} style={{ flexShrink: 0 }}>
            {outcome.label}
          </ToneBadge>
        </Group>
        {facts.length > 0 && (
          <Text size="sm">
            {/* A line breaks between the facts, never inside a date. */}
            {facts.map((fact, index) => (
              <Fragment key={fact}>
                {index > 0 && ' · '}
                <span style={{ whiteSpace: 'nowrap' }}>{fact}</span>
              </Fragment>
            ))}
          </Text>
        )}
        <Group gap="lg" align="flex-start">
          <Checkbox
            label={
              changesRating(issue)
                ? `Update Current Disabilities from ${issue.trackedPercentage}% to ${issue.percent}%`
                : 'Add to Current Disabilities'
            }
            description={whyNotTracked(issue)}
            checked={toDisabilities}
            disabled={!canAddToDisabilities(issue)}
            onChange={onToggleDisabilities}
          />
          <Checkbox
            label="Add to My Claims"
            description={issue.alreadyInClaims ? 'Already on My Claims' : undefined}
            checked={toClaims}
            disabled={issue.alreadyInClaims}
            onChange={onToggleClaims}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

function CombinedRatingNote({ proposal }: { proposal: DecisionProposal }) {
  const { statedCombinedRating: stated, calculatedCombinedRating: ours } = proposal;
  if (stated === null && ours === null) return null;
  const differs = stated !== null && ours !== null && stated !== ours;
  return (
    <Alert
      role="note"
      variant="light"
      color={differs ? 'yellow' : 'blue'}
      icon={<IconInfoCircle aria-hidden />}
      title="Combined rating"
    >
      <Stack gap={4}>
        {stated !== null && (
          <Text size="sm">The letter states a combined rating of {stated}%.</Text>
        )}
        {ours !== null && (
          <Text size="sm">
            The ratings in this letter combine to {ours}% by VA&apos;s math (38 CFR 4.25).
          </Text>
        )}
        {differs && (
          <Text size="sm">
            They can differ when ratings from earlier letters or the bilateral factor count too.
            Current Disabilities shows the combined rating of everything you track.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

type BackPayOffer = {
  /** Opens the back pay estimate with what the letter states, in place of this dialog. */
  onEstimateBackPay: (start: BackPayStart) => void;
};

/** "Estimate back pay" from a letter that states an effective date for a rated grant. */
function EstimateBackPayButton({
  proposal,
  onEstimateBackPay,
}: BackPayOffer & { proposal: DecisionProposal }) {
  const start = letterBackPayStart(proposal);
  if (!start) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconCalculator size={16} aria-hidden />}
      onClick={() => onEstimateBackPay(start)}
      mr="auto"
    >
      Estimate back pay
    </Button>
  );
}

type ImportFormProps = BackPayOffer & {
  documentId: string;
  proposal: DecisionProposal;
  onClose: () => void;
};

/** The reviewed list: what goes where is the veteran's choice, checked for them by default. */
function DecisionImportForm({ documentId, proposal, onClose, onEstimateBackPay }: ImportFormProps) {
  const { issues } = proposal;
  const [toDisabilities, setToDisabilities] = useState(() => keysWhere(issues, chosenAtFirst));
  const [toClaims, setToClaims] = useState(() =>
    keysWhere(issues, (issue) => !issue.alreadyInClaims),
  );
  const [decisionType, setDecisionType] = useState<DecisionType | ''>(
    proposal.suggestedDecisionType ?? '',
  );
  const importDecision = useImportDecision();

  const toggle = (set: Set<string>, update: (next: Set<string>) => void, key: string) => () => {
    const next = new Set(set);
    if (!next.delete(key)) next.add(key);
    update(next);
  };

  const board = proposal.source === 'board-decision';
  const source = board ? 'decision' : 'letter';
  const nothingToAdd = !issues.some(
    (issue) => canAddToDisabilities(issue) || !issue.alreadyInClaims,
  );
  if (nothingToAdd) {
    return (
      <Stack gap="md">
        <Text>
          {issues.length === 0
            ? `We could not find any decided conditions in this ${source} to add.`
            : `Everything in this ${source} is already on Current Disabilities and My Claims.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <EstimateBackPayButton proposal={proposal} onEstimateBackPay={onEstimateBackPay} />
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    );
  }

  const chosen = toDisabilities.size + toClaims.size;
  const submit = () =>
    importDecision.mutate(
      {
        documentId,
        choice: {
          disabilities: [...toDisabilities],
          claims: [...toClaims],
          decisionType: board ? 'board-decision' : decisionType || null,
        },
      },
      {
        onSuccess: (result) => {
          showSuccessToast('Success', importSummary(result));
          onClose();
        },
        onError: (error) =>
          reportRequestFailure(
            error,
            'Import Failed',
            'Failed to add this decision to your tracker. Please try again.',
          ),
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm">
        Wingman read these decisions in your{' '}
        {board ? "Board of Veterans' Appeals decision" : 'letter'}
        {proposal.letterDate ? ` of ${formatDate(proposal.letterDate)}` : ''}. Choose what to add;
        nothing is added until you confirm, and nothing already there is added twice.
      </Text>
      {board && (
        <Text size="sm">
          A denied issue is added with the decision&apos;s date, so My Claims shows the 120 days to
          appeal to the Court of Appeals for Veterans Claims. A remanded issue is added as pending:
          the regional office decides it again, and you do not need to file anything.
        </Text>
      )}
      {!proposal.letterDate && (
        <Alert role="note" variant="light" color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          We could not read the {source}&apos;s date. Claims are added without a decision date: add
          it on My Claims to see your review deadlines.
        </Alert>
      )}
      <Stack gap="sm">
        {issues.map((issue) => (
          <IssueRow
            key={issue.key}
            issue={issue}
            toDisabilities={toDisabilities.has(issue.key)}
            toClaims={toClaims.has(issue.key)}
            onToggleDisabilities={toggle(toDisabilities, setToDisabilities, issue.key)}
            onToggleClaims={toggle(toClaims, setToClaims, issue.key)}
          />
        ))}
      </Stack>
      {!board && (
        <NativeSelect
          label="What this letter decided"
          description="It sets which review options and deadlines My Claims shows for these decisions."
          data={decisionTypeOptions}
          value={decisionType}
          onChange={(event) => setDecisionType(event.currentTarget.value as DecisionType | '')}
        />
      )}
      <CombinedRatingNote proposal={proposal} />
      <Group justify="flex-end" gap="sm">
        <EstimateBackPayButton proposal={proposal} onEstimateBackPay={onEstimateBackPay} />
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={chosen === 0 || importDecision.isPending}>
          {importDecision.isPending ? 'Adding...' : 'Add selected'}
        </Button>
      </Group>
    </Stack>
  );
}

function DecisionImportContent({
  documentId,
  onClose,
  onEstimateBackPay,
}: BackPayOffer & {
  documentId: string;
  onClose: () => void;
}) {
  const proposal = useDecisionProposal(documentId);
  if (proposal.isPending) {
    return (
      <Group gap="sm" role="status" py="md">
        <Loader size="sm" aria-hidden />
        <Text>Reading the decision...</Text>
      </Group>
    );
  }
  if (proposal.isError) {
    // A 404 is an answer, not a failed connection: say what the server said.
    if (proposal.error instanceof ApiRequestError && proposal.error.status === 404) {
      return (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          {serverMessage(proposal.error) ?? 'We could not find this document.'}
        </Alert>
      );
    }
    return (
      <LoadFailed
        what="this decision"
        onRetry={() => void proposal.refetch()}
        retrying={proposal.isFetching}
      />
    );
  }
  return (
    <DecisionImportForm
      documentId={documentId}
      proposal={proposal.data}
      onClose={onClose}
      onEstimateBackPay={onEstimateBackPay}
    />
  );
}

type DecisionImportDialogProps = BackPayOffer & {
  documentId: string;
  opened: boolean;
  onClose: () => void;
};

/** Offers a recognised rating or Board decision's issues to the tracker, never silently. */
export function DecisionImportDialog({
  documentId,
  opened,
  onClose,
  onEstimateBackPay,
}: DecisionImportDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add this decision to your tracker"
      centered
      size="xl"
    >
      {/* Mounted only while open, so each opening reads the offer afresh and starts unchanged. */}
      {opened && (
        <DecisionImportContent
          key={documentId}
          documentId={documentId}
          onClose={onClose}
          onEstimateBackPay={onEstimateBackPay}
        />
      )}
    </Modal>
  );
}
