// Accordion's styles load with this screen's chunk, like the others in current-disabilities-styles.
import '@mantine/core/styles/Accordion.css';
import {
  Accordion,
  Anchor,
  Badge,
  List,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useId, useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import explainedFile from '../../../../../content/ratings/combined-rating-explained.json';
import { combinedRatingExplainedSchema } from '../../../../contracts/combined-rating-explained';
import { isOffSchedule, type Disability } from '../../../../contracts/disabilities';
import { fillText } from '../../../../domain/analysis/fill-text';
import { nameWithSide } from '../../../../domain/conditions/disability-name';
import type { CombinedRatingStep } from '../../../../domain/ratings/combined-rating';
import type { calculateCombinedRating } from '../../../../domain/ratings/combined-rating';
import {
  DEPENDENTS_FROM_RATING,
  householdCompensation,
  type CompensationRatesTable,
  type Household,
} from '../../../../domain/ratings/household-compensation';
import {
  computationLines,
  describeHousehold,
  hasDependents,
} from '../../../../domain/ratings/household-words';
import {
  tdiuStatusWords,
  type TdiuSchedularStatus,
} from '../../../../domain/ratings/tdiu-schedular-status';
import type { WhatIf, WhatIfOutcome } from '../../../../domain/ratings/what-if';
import { ecfrSectionUrl } from '../../../../domain/regulations/regulation-link';
import { RuleCheckNote } from '../../../components/rule-check-note';
import { formatDate } from '../../../lib/format-date';
import { formatDollars } from '../../../lib/format-money';
import { ratedPay, type NamedRating } from '../../../lib/rated-pay';
import classes from './combined-rating-panel.module.css';

type CombinedRatingPanelProps = {
  disabilities: readonly Disability[];
  /** The veteran's local date (YYYY-MM-DD): which year's pay rates are in effect. */
  today: string;
  /** The dependents saved on Profile & Settings; null while none are given (a veteran alone). */
  household?: Household | null;
};

/** content/ratings/combined-rating-explained.json, checked once, when the screen's code loads. */
const explained = combinedRatingExplainedSchema.parse(explainedFile);
const { combining, pay } = explained;

/** A content text with its `**bold**` parts in <strong>. */
function Emphasized({ text }: { text: string }) {
  const parts: ReactNode[] = text
    .split(/\*\*(.+?)\*\*/)
    .map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part));
  return <>{parts}</>;
}

/**
 * The VA's own math for the veteran's list (38 CFR 4.25 and 4.26): the combined rating and the
 * monthly amount first, then the steps, the smallest change that reaches the next rating, TDIU
 * and the sources, each behind its own disclosure so a phone reaches the list quickly.
 * Computed here from the list, with the same domain code the server uses.
 */
export function CombinedRatingPanel({
  disabilities,
  today,
  household = null,
}: CombinedRatingPanelProps) {
  const titleId = useId();
  const {
    combined,
    outlook,
    table: ratesTable,
    previousTable,
  } = useMemo(() => ratedPay(disabilities, today, household), [disabilities, today, household]);
  const { monthlyCents } = outlook.current;
  const table = outlook.rates;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <div className={classes.layout}>
        <Stack gap="sm" className={classes.summary}>
          <div>
            <Title order={2} fz="h3" id={titleId}>
              Combined Rating
            </Title>
            <Text size="sm" c="dimmed">
              An estimate with VA&apos;s own math. VA decides the rating you are paid.
            </Text>
          </div>

          <div className={classes.figures}>
            <div>
              <Text size="sm" fw={600}>
                Combined rating
              </Text>
              <Text className={classes.rating} data-testid="combined-rating">
                {combined.combinedRating}%
              </Text>
              <Text size="xs" c="dimmed">
                <Emphasized
                  text={fillText(combining.exactValue, { combinedValue: combined.combinedValue })}
                />
              </Text>
            </div>
            {ratesTable && monthlyCents !== undefined && (
              <div>
                <Text size="sm" fw={600}>
                  Monthly payment
                </Text>
                <Text className={classes.amount} data-testid="monthly-compensation">
                  {formatDollars(monthlyCents)}
                </Text>
                <MonthlyFor
                  rating={outlook.current.combinedRating}
                  table={ratesTable}
                  household={household}
                />
                {previousTable && (
                  <Text size="xs" fw={600} mt={4} data-testid="previous-rates-table">
                    {previousTable}
                  </Text>
                )}
              </div>
            )}
          </div>
          <OffScheduleNote disabilities={disabilities} />
          {table && <RuleCheckNote check={{ ...pay.sources[0]!, checkedOn: table.checkedOn }} />}
          {outlook.nextStep === null && (
            <Text size="sm">
              <Emphasized text={combining.highest} />
            </Text>
          )}
        </Stack>

        <Accordion
          multiple
          order={3}
          chevronPosition="right"
          classNames={{
            control: classes.control,
            label: classes.label,
            content: classes.content,
          }}
        >
          <Accordion.Item value="math">
            <Accordion.Control>Show the math</Accordion.Control>
            <Accordion.Panel>
              <CombinedRatingMath
                steps={combined.steps}
                bilateral={combined.bilateral}
                combinedValue={combined.combinedValue}
                combinedRating={combined.combinedRating}
              />
            </Accordion.Panel>
          </Accordion.Item>
          {outlook.nextStep !== null && (
            <Accordion.Item value="next-step">
              <Accordion.Control>What would reach {outlook.nextStep}%</Accordion.Control>
              <Accordion.Panel>
                <NextStep
                  outlook={outlook}
                  forHousehold={household !== null && hasDependents(household)}
                  previousTable={previousTable}
                />
              </Accordion.Panel>
            </Accordion.Item>
          )}
          <Accordion.Item value="tdiu">
            <Accordion.Control>Individual Unemployability (TDIU)</Accordion.Control>
            <Accordion.Panel>
              <TdiuDetails status={outlook.current.tdiu} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="sources">
            <Accordion.Control>Sources</Accordion.Control>
            <Accordion.Panel>
              <Sources table={table} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </div>
    </Paper>
  );
}

/** Whose amount the figure is and, for a household, how VA's tables add up to it. */
function MonthlyFor({
  rating,
  table,
  household,
}: {
  rating: number;
  table: CompensationRatesTable;
  household: Household | null;
}) {
  if (rating === 0) {
    return (
      <Text size="xs" c="dimmed">
        {fillText(pay.forVeteranAloneAtZero, { table: table.label })}
      </Text>
    );
  }
  const counted = rating >= DEPENDENTS_FROM_RATING;
  if (household === null || !hasDependents(household) || !counted) {
    return (
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {fillText(pay.forVeteranAlone, { rating, table: table.label })}
        </Text>
        {household === null && counted && (
          <Text size="xs" c="dimmed">
            {pay.householdUnknown}{' '}
            <Anchor component={Link} href="/profile" inherit>
              Go to Profile &amp; Settings
            </Anchor>
          </Text>
        )}
        {household !== null && hasDependents(household) && !counted && (
          <Text size="xs" c="dimmed">
            {pay.sameForEveryHousehold}
          </Text>
        )}
      </Stack>
    );
  }
  const lines = computationLines(householdCompensation(table, rating, household));
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {fillText(pay.forHousehold, {
          rating,
          household: describeHousehold(household),
          table: table.label,
        })}
      </Text>
      <List size="xs" spacing={2} aria-label={pay.howItAddsUp} data-testid="monthly-computation">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The combined rating says when it counts a rating the schedule does not have for its code. */
function OffScheduleNote({ disabilities }: { disabilities: readonly Disability[] }) {
  const off = disabilities.filter(isOffSchedule);
  if (off.length === 0) return null;
  const named = off.map(
    (disability) => `${nameWithSide(disability)} at ${disability.currentPercentage}%`,
  );
  return (
    <Text size="sm" data-testid="off-schedule-note">
      This includes {named.join(', ')}, {off.length === 1 ? 'a rating' : 'ratings'} VA&apos;s
      schedule does not have for {off.length === 1 ? 'its code' : 'their codes'}, as you saved{' '}
      {off.length === 1 ? 'it' : 'them'}. Check your decision letter.
    </Text>
  );
}

type MathProps = {
  steps: readonly CombinedRatingStep[];
  bilateral: ReturnType<typeof calculateCombinedRating>['bilateral'];
  combinedValue: number;
  combinedRating: number;
};

function CombinedRatingMath({ steps, bilateral, combinedValue, combinedRating }: MathProps) {
  if (steps.length === 0) {
    return <Text size="sm">{combining.onlyZero}</Text>;
  }
  return (
    <Stack gap="xs">
      <Text size="sm">{combining.howItWorks}</Text>
      <ol className={classes.steps} aria-label="Combination steps">
        {steps.map((step, index) => (
          <li key={index}>
            <Text size="sm" span>
              {stepText(step, index)}
            </Text>
            {step.bilateral && (
              <Badge ml="xs" size="sm" variant="outline" color="navy.8">
                Bilateral
              </Badge>
            )}
          </li>
        ))}
      </ol>
      {bilateral && (
        <Text size="sm">
          <Emphasized
            text={fillText(combining.bilateralFactor, {
              ratings: bilateral.ratings.map((rating) => `${rating}%`).join(', '),
              combinedValue: bilateral.combinedValue,
              factor: formatTenths(bilateral.factor),
              value: bilateral.value,
            })}
          />
        </Text>
      )}
      <Text size="sm">
        <Emphasized text={fillText(combining.rounding, { combinedValue, combinedRating })} />
      </Text>
    </Stack>
  );
}

const stepText = (step: CombinedRatingStep, index: number) => {
  const rating = step.bilateral
    ? fillText(combining.bilateralRating, { rating: step.rating })
    : `${step.rating}%`;
  return index === 0
    ? fillText(combining.firstStep, { rating, after: step.after })
    : fillText(combining.nextStep, { rating, remaining: 100 - step.before, after: step.after });
};

const formatTenths = (value: number) => String(Math.round(value * 10) / 10);

/** The smallest single changes that reach the next rating; only shown below 100%. */
function NextStep({
  outlook,
  forHousehold,
  previousTable,
}: {
  outlook: WhatIf<NamedRating>;
  forHousehold: boolean;
  previousTable: string | null;
}) {
  const outcomeText = (outcome: WhatIfOutcome) => {
    const change = outcome.monthly?.changeCents;
    const whose = forHousehold ? 'for your household' : 'for a veteran alone';
    const pay = change ? `, about ${formatDollars(change)} more a month ${whose}` : '';
    return `a combined value of ${outcome.combinedValue}, rated ${outcome.combinedRating}%${pay}`;
  };
  const { combinedValueNeeded, smallestIncrease, smallestNewRating, current } = outlook;
  return (
    <Stack gap={6}>
      <Text size="sm">
        The combined value needs to reach {combinedValueNeeded}; it is {current.combinedValue} now.
        One change at a time:
      </Text>
      <List size="sm" spacing={4}>
        {smallestIncrease && (
          <List.Item>
            Raising <strong>{smallestIncrease.entry.name}</strong> from {smallestIncrease.from}% to{' '}
            {smallestIncrease.to}% gives {outcomeText(smallestIncrease)}.
          </List.Item>
        )}
        {smallestNewRating && (
          <List.Item>
            A new rating of {smallestNewRating.percentage}% for another condition gives{' '}
            {outcomeText(smallestNewRating)}.
          </List.Item>
        )}
      </List>
      <Text size="xs" c="dimmed">
        These are what-ifs, not predictions: VA assigns each rating from the medical evidence. Use
        View Upgrade Guidance on a card to see what a higher level requires.
      </Text>
      {previousTable && (smallestIncrease?.monthly || smallestNewRating?.monthly) && (
        <Text size="xs" fw={600}>
          {previousTable}
        </Text>
      )}
    </Stack>
  );
}

function TdiuDetails({ status }: { status: TdiuSchedularStatus }) {
  const words = tdiuStatusWords(status, explained.tdiu);
  const [assumption] = words.assumptions;
  return (
    <Stack gap={4}>
      <Text size="sm">{words.summary}</Text>
      {status.met && (
        <Text size="xs" c="dimmed">
          {words.notes[0]}
        </Text>
      )}
      {assumption && (
        <Text size="xs" c="dimmed">
          Assumption: {assumption}
        </Text>
      )}
    </Stack>
  );
}

/** Where each number comes from, for a veteran who wants to read the rule itself. */
function Sources({ table }: { table: WhatIf<NamedRating>['rates'] }) {
  return (
    <Stack gap={6}>
      <List size="sm" spacing={4}>
        {explained.regulations.list.map(({ citation, subject }) => (
          <List.Item key={citation}>
            <ExternalLink href={ecfrSectionUrl(citation) ?? ''}>{citation}</ExternalLink>, {subject}
          </List.Item>
        ))}
        {table && (
          <List.Item>
            Monthly amounts: {table.label}, effective {formatDate(table.effectiveDate)}, from{' '}
            <ExternalLink href={table.source.url}>{table.source.title}</ExternalLink>
          </List.Item>
        )}
      </List>
      <Text size="xs" c="dimmed">
        {pay.dependents}
      </Text>
    </Stack>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
