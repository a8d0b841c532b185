import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { DEPENDENTS_FROM_RATING } from '../../../../../domain/ratings/household-compensation';
import { describeHousehold, hasDependents } from '../../../../../domain/ratings/household-words';
import { formatDollars } from '../../../../lib/format-money';
import { useDisabilities } from '../../../../lib/api/get-disabilities';
import { useProfile } from '../../../../lib/api/get-profile';
import { ratedPay, savedHousehold } from '../../../../lib/rated-pay';
import { GlanceBlock, GlanceNote } from './glance-block';

/**
 * The combined rating with VA's math and what it pays each month, for the household saved on
 * Profile & Settings: the same figures as Current Disabilities, from the same function.
 */
export function RatingGlance({ today }: { today: string }) {
  const disabilities = useDisabilities();
  const profile = useProfile();
  const household = savedHousehold(profile.data);
  const pay = useMemo(
    () =>
      disabilities.data && disabilities.data.length > 0
        ? ratedPay(disabilities.data, today, household)
        : null,
    [disabilities.data, today, household],
  );

  let content;
  if (disabilities.isPending || profile.isPending)
    content = <GlanceNote>Loading your ratings...</GlanceNote>;
  else if (disabilities.isError)
    content = <GlanceNote>Your ratings could not be loaded.</GlanceNote>;
  else if (!pay) content = <GlanceNote>No rated disabilities added yet.</GlanceNote>;
  else {
    const { combinedRating, monthlyCents } = pay.outlook.current;
    const counted = household !== null && hasDependents(household);
    const whose =
      combinedRating < DEPENDENTS_FROM_RATING
        ? ''
        : counted
          ? ` with ${describeHousehold(household)}`
          : ' for a veteran alone';
    content = (
      <>
        <Text size="sm">
          <strong>{combinedRating}%</strong> combined
          {monthlyCents !== undefined && (
            <>
              {' · '}
              <strong>{formatDollars(monthlyCents)}</strong> a month{whose}
            </>
          )}
        </Text>
        {pay.previousTable && monthlyCents !== undefined && (
          <Text size="xs" c="dimmed" data-testid="previous-rates-table">
            {pay.previousTable}
          </Text>
        )}
      </>
    );
  }

  return (
    <GlanceBlock
      title="Rating and pay"
      href="/current-disabilities"
      linkLabel="Current Disabilities"
    >
      {content}
    </GlanceBlock>
  );
}
