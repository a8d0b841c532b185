import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { isCrisis, type SafetyLevel } from '../../domain/safety/safety-types';
import { SafetyNotice } from './safety-notice';
import classes from './safety-notice.module.css';

type SavedWithSafetyProps = {
  /** What was saved, in one sentence ("Your entry for PTSD is saved."). */
  confirmation: string;
  level: SafetyLevel;
  doneLabel: string;
  onDone: () => void;
};

/**
 * What a form becomes once its words are saved and they call for the Crisis Line: the saved
 * confirmation, then the Crisis Line, so the veteran is not sent on with only a toast.
 */
export function SavedWithSafety({ confirmation, level, doneLabel, onDone }: SavedWithSafetyProps) {
  const saved = useRef<HTMLParagraphElement>(null);
  const crisis = isCrisis(level);
  // The dialog kept the form's scroll, often at its Save button: start from the confirmation.
  useLayoutEffect(() => {
    saved.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  // The form that had focus is gone: the panel's heading takes it, or else the confirmation.
  useEffect(() => {
    if (!crisis) saved.current?.focus();
  }, [crisis]);

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap" align="flex-start" role="status">
        <IconCircleCheck size={22} aria-hidden color="var(--mantine-color-teal-8)" />
        <Text ref={saved} tabIndex={-1} fw={600} className={classes.confirmation}>
          {confirmation}
        </Text>
      </Group>
      <SafetyNotice level={level} reader={{ kind: 'own-words' }} focusOnShow headingOrder={3} />
      <Group justify="flex-end">
        <Button onClick={onDone}>{doneLabel}</Button>
      </Group>
    </Stack>
  );
}
