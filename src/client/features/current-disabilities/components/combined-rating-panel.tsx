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
import { useId, useMemo } from 'react';
import rates from '../../../../../content/rates/veteran-alone.json';
import type { Disability } from '../../../../contracts/disabilities';
import type { CombinedRatingStep } from '../../../../domain/ratings/combined-rating';
import { calculateCombinedRating } from '../../../../domain/ratings/combined-rating';
import { ratesInEffect } from '../../../../domain/ratings/monthly-compensation';
import type { TdiuSchedularStatus } from '../../../../domain/ratings/tdiu-schedular-status';
import { whatIf, type WhatIf, type WhatIfOutcome } from '../../../../domain/ratings/what-if';
import { ecfrSectionUrl } from '../../../../domain/regulations/regulation-link';
import { RuleCheckNote } from '../../../components/rule-check-note';
import { formatDate } from '../../../lib/format-date';
import { formatDollars } from '../../../lib/format-money';
import classes from './combined-rating-panel.module.css';

/** A rating as the domain combines it, with the name the veteran knows it by. */
type NamedRating = {
  name: string;
  percentage: number;
  side: Disability['side'];
  levels: Disability['ratingLevels'];
};

type CombinedRatingPanelProps = {
  disabilities: readonly Disability[];
  /** The veteran's local date (YYYY-MM-DD): which year's pay rates are in effect. */
  today: string;
};

// Where a veteran reads the amounts VA pays today; the note under them links here.
const VA_RATES_PAGE = 'https://www.va.gov/disability/compensation-rates/veteran-rates/';

/**
 * The VA's own math for the veteran's list (38 CFR 4.25 and 4.26): the combined rating and the
 * monthly amount first, then the steps, the smallest change that reaches the next rating, TDIU
 * and the sources, each behind its own disclosure so a phone reaches the list quickly.
 * Computed here from the list, with the same domain code the server uses.
 */
export function CombinedRatingPanel({ disabilities, today }: CombinedRatingPanelProps) {
  const titleId = useId();
  const { combined, outlook } = useMemo(() => {
    const entries = disabilities.map((disability): NamedRating => ({
      name: disability.name,
      percentage: disability.currentPercentage,
      side: disability.side,
      levels: disability.ratingLevels,
    }));
    return {
      combined: calculateCombinedRating(entries),
      outlook: whatIf(entries, { rates: ratesInEffect(rates.tables, today) }),
    };
  }, [disabilities, today]);
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
                Exact combined value: <strong>{combined.combinedValue}</strong>, rounded to the
                nearest 10.
              </Text>
            </div>
            {table && monthlyCents !== undefined && (
              <div>
                <Text size="sm" fw={600}>
                  Monthly payment
                </Text>
                <Text className={classes.amount} data-testid="monthly-compensation">
                  {formatDollars(monthlyCents)}
                </Text>
                <Text size="xs" c="dimmed">
                  For a veteran alone at {outlook.current.combinedRating}%
                  {outlook.current.combinedRating === 0 && ' (VA pays nothing at 0%)'},{' '}
                  {table.label}.
                </Text>
              </div>
            )}
          </div>
          {table && (
            <RuleCheckNote
              check={{
                label: 'VA.gov compensation rates',
                url: VA_RATES_PAGE,
                checkedOn: table.checkedOn,
              }}
            />
          )}
          {outlook.nextStep === null && (
            <Text size="sm">
              <strong>100% is the highest combined rating.</strong> No change to these ratings can
              raise it further.
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
                <NextStep outlook={outlook} />
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

type MathProps = {
  steps: readonly CombinedRatingStep[];
  bilateral: ReturnType<typeof calculateCombinedRating>['bilateral'];
  combinedValue: number;
  combinedRating: number;
};

function CombinedRatingMath({ steps, bilateral, combinedValue, combinedRating }: MathProps) {
  if (steps.length === 0) {
    return (
      <Text size="sm">
        Only 0% ratings so far. A 0% rating recognises a service-connected condition but adds
        nothing to the combined rating.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">
        VA does not add ratings (38 CFR 4.25). It starts from the highest, and each next rating
        takes its percentage of what remains, in order from highest to lowest:
      </Text>
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
          <strong>Bilateral factor (38 CFR 4.26):</strong> your left and right ratings (
          {bilateral.ratings.map((rating) => `${rating}%`).join(', ')}) combine to{' '}
          {bilateral.combinedValue}, plus 10% ({formatTenths(bilateral.factor)}) = {bilateral.value}
          . That value then counts as one rating alongside the others.
        </Text>
      )}
      <Text size="sm">
        Combined value {combinedValue} rounds to <strong>{combinedRating}%</strong>.
      </Text>
    </Stack>
  );
}

const stepText = (step: CombinedRatingStep, index: number) => {
  const rating = step.bilateral
    ? `${step.rating}% (both sides, with the bilateral factor)`
    : `${step.rating}%`;
  return index === 0
    ? `${rating} → ${step.after}`
    : `+ ${rating} of the remaining ${100 - step.before} → ${step.after}`;
};

const formatTenths = (value: number) => String(Math.round(value * 10) / 10);

/** The smallest single changes that reach the next rating; only shown below 100%. */
function NextStep({ outlook }: { outlook: WhatIf<NamedRating> }) {
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
    </Stack>
  );
}

const outcomeText = (outcome: WhatIfOutcome) => {
  const change = outcome.monthly?.changeCents;
  const pay = change ? `, about ${formatDollars(change)} more a month for a veteran alone` : '';
  return `a combined value of ${outcome.combinedValue}, rated ${outcome.combinedRating}%${pay}`;
};

function TdiuDetails({ status }: { status: TdiuSchedularStatus }) {
  const [assumption] = status.assumptions;
  return (
    <Stack gap={4}>
      <Text size="sm">{tdiuText(status)}</Text>
      {status.met && (
        <Text size="xs" c="dimmed">
          {status.notes[0]}
        </Text>
      )}
      {assumption && !status.alreadyTotal && (
        <Text size="xs" c="dimmed">
          Assumption: {assumption}
        </Text>
      )}
    </Stack>
  );
}

const tdiuText = (status: TdiuSchedularStatus) => {
  if (status.alreadyTotal) {
    // va-facts §10 (Bradley v. Peake): TDIU from one disability can still lead to SMC(s).
    return 'Your combined rating is already 100%. A TDIU based on one disability can still matter: it may support special monthly compensation at the housebound rate, SMC(s). A Veterans Service Officer can tell you whether that applies to you.';
  }
  if (status.metBy === 'one-disability-at-60') {
    return 'Your ratings meet the schedular threshold of 38 CFR 4.16(a): one disability at 60% or more.';
  }
  if (status.metBy === 'two-or-more-with-combined-70') {
    return 'Your ratings meet the schedular threshold of 38 CFR 4.16(a): two or more disabilities, one at 40% or more, combined 70% or more.';
  }
  const lacks = [status.missing.join('; '), status.alternative].filter(Boolean).join(' — ');
  return `Not yet at the schedular thresholds of 38 CFR 4.16(a): ${lacks}.`;
};

const regulations = [
  ['38 CFR 4.25', 'combined ratings table'],
  ['38 CFR 4.26', 'bilateral factor'],
  ['38 CFR 4.16', 'total rating for unemployability'],
] as const;

/** Where each number comes from, for a veteran who wants to read the rule itself. */
function Sources({ table }: { table: WhatIf<NamedRating>['rates'] }) {
  return (
    <Stack gap={6}>
      <List size="sm" spacing={4}>
        {regulations.map(([citation, subject]) => (
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
        From 30% up, VA pays more for a spouse, children or dependent parents; these amounts are for
        a veteran alone.
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
