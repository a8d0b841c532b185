import {
  Anchor,
  Badge,
  Divider,
  Group,
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

/**
 * The VA's own math for the veteran's list (38 CFR 4.25 and 4.26), shown step by step, with the
 * smallest change that reaches the next rating, the TDIU thresholds and the monthly amount.
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

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id={titleId}>
            Combined Rating
          </Title>
          <Text size="sm" c="dimmed">
            Worked out with VA&apos;s own math, the combined ratings table of 38 CFR 4.25 and the
            bilateral factor of 38 CFR 4.26. It is an estimate to help you understand your rating;
            VA decides the rating you are paid.
          </Text>
        </div>

        <Group gap="lg" align="flex-end" wrap="wrap">
          <div>
            <Text size="sm" fw={600}>
              Estimated combined rating
            </Text>
            <Text className={classes.rating} data-testid="combined-rating">
              {combined.combinedRating}%
            </Text>
          </div>
          <Text size="sm" maw={420}>
            Exact combined value: <strong>{combined.combinedValue}</strong>. VA rounds it to the
            nearest 10; a value ending in 5 rounds up.
          </Text>
        </Group>

        <details className={classes.math}>
          <summary>Show the math</summary>
          <CombinedRatingMath
            steps={combined.steps}
            bilateral={combined.bilateral}
            combinedValue={combined.combinedValue}
            combinedRating={combined.combinedRating}
          />
        </details>

        <Divider />
        <NextStep outlook={outlook} />
        <Divider />
        <TdiuLine status={outlook.current.tdiu} />
        {outlook.rates && outlook.current.monthlyCents !== undefined && (
          <>
            <Divider />
            <MonthlyCompensation
              rating={outlook.current.combinedRating}
              cents={outlook.current.monthlyCents}
              table={outlook.rates}
            />
          </>
        )}
      </Stack>
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
      <Text size="sm" mt="xs">
        Only 0% ratings so far. A 0% rating recognises a service-connected condition but adds
        nothing to the combined rating.
      </Text>
    );
  }
  return (
    <Stack gap="xs" mt="xs">
      <Text size="sm">
        VA does not add ratings. It starts from the highest, and each next rating takes its
        percentage of what remains, in order from highest to lowest:
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

function NextStep({ outlook }: { outlook: WhatIf<NamedRating> }) {
  const { nextStep, combinedValueNeeded, smallestIncrease, smallestNewRating, current } = outlook;
  if (nextStep === null) {
    return (
      <Text size="sm">
        <strong>100% is the highest combined rating.</strong> No change to these ratings can raise
        it further.
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      <Title order={3} fz="md">
        What would reach {nextStep}%
      </Title>
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

function TdiuLine({ status }: { status: TdiuSchedularStatus }) {
  const [assumption] = status.assumptions;
  return (
    <Stack gap={4}>
      <Text size="sm">
        <strong>Individual Unemployability (TDIU):</strong> {tdiuText(status)}
      </Text>
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
  if (status.alreadyTotal)
    return 'your combined rating is already 100%, so TDIU would not add to it.';
  if (status.metBy === 'one-disability-at-60') {
    return 'meets the schedular threshold of 38 CFR 4.16(a): one disability at 60% or more.';
  }
  if (status.metBy === 'two-or-more-with-combined-70') {
    return 'meets the schedular threshold of 38 CFR 4.16(a): two or more disabilities, one at 40% or more, combined 70% or more.';
  }
  const lacks = [status.missing.join('; '), status.alternative].filter(Boolean).join(' — ');
  return `not yet at the schedular thresholds of 38 CFR 4.16(a): ${lacks}.`;
};

type MonthlyCompensationProps = {
  rating: number;
  cents: number;
  table: NonNullable<WhatIf<NamedRating>['rates']>;
};

function MonthlyCompensation({ rating, cents, table }: MonthlyCompensationProps) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        <strong>Monthly compensation, veteran alone:</strong> {formatDollars(cents)} at {rating}%
        {rating === 0 && ' (VA pays nothing at 0%)'}.
      </Text>
      <Text size="xs" c="dimmed">
        {table.label}, effective {formatDate(table.effectiveDate)}. Source:{' '}
        <Anchor href={table.source.url} target="_blank" rel="noopener noreferrer" inherit>
          {table.source.title}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
        . From 30% up, VA pays more for a spouse, children or dependent parents.
        {!table.verifiedOnVaGov &&
          ' These amounts have not been verified on VA.gov yet; please check them there.'}
      </Text>
    </Stack>
  );
}
