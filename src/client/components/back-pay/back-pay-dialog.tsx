import './back-pay-styles';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { householdOf } from '../../../contracts/profile';
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

/** Opens with the veteran's combined rating and saved dependents, once both have loaded. */
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
  const household = profile.data ? householdOf(profile.data) : null;
  return (
    <BackPayForm
      initial={initialBackPayValues(start, { combinedRating, household })}
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
