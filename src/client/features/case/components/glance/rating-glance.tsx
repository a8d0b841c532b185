import { Text } from '@mantine/core';
import { useMemo } from 'react';
import rates from '../../../../../../content/rates/compensation-rates.json';
import { calculateCombinedRating } from '../../../../../domain/ratings/combined-rating';
import {
  monthlyCompensationCents,
  ratesInEffect,
} from '../../../../../domain/ratings/monthly-compensation';
import { formatDollars } from '../../../../lib/format-money';
import { useDisabilities } from '../../../../lib/api/get-disabilities';
import { GlanceBlock, GlanceNote } from './glance-block';

/** The combined rating with VA's math and what it pays a veteran alone each month. */
export function RatingGlance({ today }: { today: string }) {
  const disabilities = useDisabilities();
  const figures = useMemo(() => {
    if (!disabilities.data || disabilities.data.length === 0) return null;
    const { combinedRating } = calculateCombinedRating(
      disabilities.data.map((disability) => ({
        percentage: disability.currentPercentage,
        side: disability.side,
      })),
    );
    const table = ratesInEffect(rates.tables, today);
    return {
      combinedRating,
      monthlyCents: table ? monthlyCompensationCents(table, combinedRating) : null,
    };
  }, [disabilities.data, today]);

  let content;
  if (disabilities.isPending) content = <GlanceNote>Loading your ratings...</GlanceNote>;
  else if (disabilities.isError)
    content = <GlanceNote>Your ratings could not be loaded.</GlanceNote>;
  else if (!figures) content = <GlanceNote>No rated disabilities added yet.</GlanceNote>;
  else
    content = (
      <Text size="sm">
        <strong>{figures.combinedRating}%</strong> combined
        {figures.monthlyCents !== null && (
          <>
            {' · '}
            <strong>{formatDollars(figures.monthlyCents)}</strong> a month for a veteran alone
          </>
        )}
      </Text>
    );

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
