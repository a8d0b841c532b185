import './back-pay-styles';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { householdOf } from '../../../contracts/profile';
import { claimedConditionRating } from '../../../domain/ratings/claimed-rating';
import { calculateCombinedRating } from '../../../domain/ratings/combined-rating';
import { useDisabilities } from '../../lib/api/get-disabilities';
import { useProfile } from '../../lib/api/get-profile';
import { CenteredLoader } from '../centered-loader';
import { BackPayForm } from './back-pay-form';
import { initialBackPayValues, type BackPayStart } from './back-pay-values';

type BackPayDialogProps = {
  opened: boolean;
  onClose: () => void;
  start: BackPayStart;
};

/** Where the first rating came from, said under the field. */
function ratingHint(start: BackPayStart, claimedRating: number | null): string {
  if (start.ratings?.length) return 'The rating your decision letter gives, unless you change it.';
  if (start.condition === undefined) {
    return 'Your combined rating on Current Disabilities, unless you change it.';
  }
  return claimedRating === null
    ? `No rating for ${start.condition} is saved on Current Disabilities: choose the rating VA granted for this claim.`
    : `The rating of ${start.condition} on Current Disabilities, the rating this claim is about; change it to what VA granted.`;
}

/**
 * Opens with the claimed condition's rating (or the letter's) and the saved dependents, once
 * both have loaded.
 */
function BackPayEstimate({ start }: { start: BackPayStart }) {
  const disabilities = useDisabilities();
  const profile = useProfile();
  if (disabilities.isPending || profile.isPending) {
    return <CenteredLoader label="Loading your ratings and dependents" />;
  }
  // Without them the estimate still opens, with the fields to fill in by hand.
  const ratings = disabilities.data ?? [];
  const combinedRating =
    ratings.length > 0
      ? calculateCombinedRating(
          ratings.map(({ currentPercentage, side }) => ({ percentage: currentPercentage, side })),
        ).combinedRating
      : null;
  const claimedRating =
    start.condition === undefined ? null : claimedConditionRating(start.condition, ratings);
  const household = profile.data ? householdOf(profile.data) : null;
  return (
    <BackPayForm
      initial={initialBackPayValues(start, { claimedRating, combinedRating, household })}
      ratingHint={ratingHint(start, claimedRating)}
      savedLoadFailed={disabilities.isError || profile.isError}
    />
  );
}

/** "Estimate back pay" for a granted claim or a decision letter; nothing in it is saved. */
export function BackPayDialog({ opened, onClose, start }: BackPayDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Estimate back pay: ${start.title}`}
      size="58rem"
      fullScreen={phone}
    >
      {opened && <BackPayEstimate start={start} />}
    </Modal>
  );
}
