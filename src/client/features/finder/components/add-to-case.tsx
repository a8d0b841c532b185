import { Anchor, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AddToCase as AddToCasePayload } from '../../../../contracts/finder';
import { ToneBadge } from '../../../components/tone-badge';
import { useAddCondition } from '../../../lib/api/add-condition';
import { conditionHref } from '../../../lib/record-anchors';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { showSuccessToast } from '../../../lib/toast';

type AddToCaseProps = {
  /** What "Add to My Case" posts, as the server gave it. */
  payload: AddToCasePayload;
  /** The id of the claimed condition already on My Case with this name, if any. */
  onCaseId: string | null;
  /** False until My Case has loaded, so nothing is added twice. */
  caseKnown: boolean;
};

/** "Add to My Case", which becomes "On My Case" with a link to the condition's evidence map. */
export function AddToCase({ payload, onCaseId, caseKnown }: AddToCaseProps) {
  const add = useAddCondition();
  const [addedId, setAddedId] = useState<string | null>(null);
  const mapLink = useRef<HTMLAnchorElement>(null);
  const conditionId = onCaseId ?? addedId;

  // The button is gone once it has done its job: keyboard focus goes to what replaced it.
  useEffect(() => {
    if (addedId) mapLink.current?.focus();
  }, [addedId]);

  if (conditionId) {
    return (
      <Group gap="xs" wrap="wrap" align="center">
        <ToneBadge tone="green">On My Case</ToneBadge>
        <Anchor
          ref={mapLink}
          component={Link}
          href={conditionHref(conditionId)}
          fz="sm"
          aria-label={`See its evidence map: ${payload.name} on My Case`}
        >
          See its evidence map
        </Anchor>
      </Group>
    );
  }

  return (
    <Button
      size="xs"
      leftSection={<IconPlus size={16} aria-hidden />}
      disabled={!caseKnown || add.isPending}
      // The name starts with the words on the button, so saying them presses it.
      aria-label={add.isPending ? undefined : `Add to My Case: ${payload.name}`}
      onClick={() =>
        add.mutate(payload, {
          onSuccess: (condition) => {
            setAddedId(condition.id);
            showSuccessToast('Success', `${condition.name} is in your case.`);
          },
          onError: (error) =>
            reportRequestFailure(error, 'Error', 'Failed to add the condition. Please try again.'),
        })
      }
    >
      {add.isPending ? 'Adding...' : 'Add to My Case'}
    </Button>
  );
}
