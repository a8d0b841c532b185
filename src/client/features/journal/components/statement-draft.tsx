import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SafetyNotice } from '../../../components/safety-notice';
import { MAX_STATEMENT_LENGTH, statementInputSchema } from '../../../../contracts/case';
import { toFieldErrors } from '../../../../contracts/errors';
import type { SafetyLevel } from '../../../../domain/safety/safety-types';
import { useAddStatement } from '../../../lib/api/add-statement';
import { useCase } from '../../../lib/api/get-case';
import { firstErrorPerField, type FormErrors } from '../../../lib/form-errors';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { serverFieldErrors } from '../../../lib/api-error';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useDraftStatement } from '../api/draft-statement';
import { caseConditionFor } from '../journal-conditions';
import classes from './journal.module.css';

type Saved = { conditionName: string | null; level: SafetyLevel };

const DISCARD_QUESTION = {
  asDrafted:
    'Discard this draft? It is not saved anywhere; Wingman can draft it again from your entries.',
  edited:
    'Discard the draft with your changes? It is not saved anywhere; Wingman can draft it again from your entries, but your edits would be lost.',
};

/**
 * A personal statement (VA Form 21-4138) drafted from the condition's entries: their dates and
 * the veteran's own words. The veteran edits it, then saves it to My Case, tied to the claimed
 * condition of the same name when there is one.
 */
export function StatementDraft({ condition }: { condition: string }) {
  const titleId = useId();
  const textId = useId();
  const draft = useDraftStatement();
  const add = useAddStatement();
  const caseData = useCase();
  const [text, setText] = useState<string | null>(null);
  // The draft as Wingman wrote it, to say whether discarding loses the veteran's own edits.
  const [drafted, setDrafted] = useState<string | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  // Kept while the question closes, so its words do not change as the draft goes.
  const [discardLosesEdits, setDiscardLosesEdits] = useState(false);
  // After a discard the draft's buttons are gone: focus goes to the button that drafts again.
  const [discarded, setDiscarded] = useState(false);
  const draftButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (discarded && text === null) draftButton.current?.focus();
  }, [discarded, text]);
  // undefined until the veteran picks: then the claimed condition that matches, if any.
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saved, setSaved] = useState<Saved | null>(null);

  const caseConditions = caseData.data?.conditions ?? [];
  const conditionId = chosenId ?? caseConditionFor(condition, caseConditions)?.id ?? '';
  const tiedTo = caseConditions.find((candidate) => candidate.id === conditionId);

  const startDraft = () =>
    draft.mutate(condition, {
      onSuccess: (drafted) => {
        setText(drafted.text);
        setDrafted(drafted.text);
        setDiscarded(false);
        setSaved(null);
        setErrors({});
      },
      onError: () => showFailureToast('Error', 'Failed to draft the statement. Please try again.'),
    });

  const discard = () => {
    setText(null);
    setConfirmingDiscard(false);
    setDiscarded(true);
  };

  const save = () => {
    const input = { kind: 'personal', conditionId: conditionId || null, text };
    const checked = statementInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(firstErrorPerField(toFieldErrors(checked.error)));
      document.getElementById(textId)?.focus();
      return;
    }
    add.mutate(checked.data, {
      onSuccess: (statement) => {
        showSuccessToast('Success', 'Statement saved to My Case.');
        setSaved({ conditionName: tiedTo?.name ?? null, level: statement.safety.level });
        setText(null);
        setChosenId(undefined);
      },
      onError: (error) => {
        reportRequestFailure(error, 'Error', 'Failed to save the statement. Please try again.');
        setErrors(firstErrorPerField(serverFieldErrors(error)));
      },
    });
  };

  return (
    <section aria-labelledby={titleId}>
      <Title order={3} id={titleId} mb={4}>
        Personal statement
      </Title>
      <Text size="sm" mb="md">
        Wingman can draft a statement for VA Form 21-4138 from these entries: their dates and your
        own words, nothing added. Read it, change anything, add what is missing, then save it to My
        Case. It goes into your claim packet for you to sign.
      </Text>
      {saved && (
        <Alert
          color="navy"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title="Saved to My Case"
          mb="md"
          role="status"
        >
          <Text size="sm">
            {saved.conditionName
              ? `Your statement is in My Case under Statements, for ${saved.conditionName}.`
              : 'Your statement is in My Case under Statements, not tied to a condition.'}{' '}
            It goes into your claim packet on VA Form 21-4138.{' '}
            <Anchor component={Link} href="/case" fz="sm">
              Open My Case
            </Anchor>
          </Text>
        </Alert>
      )}
      {saved && saved.level !== 'none' && (
        <Box mb="md">
          <SafetyNotice
            level={saved.level}
            reader={{ kind: 'own-words' }}
            focusOnShow
            headingOrder={4}
          />
        </Box>
      )}
      {text === null ? (
        <Button
          ref={draftButton}
          variant="default"
          leftSection={<IconFileText size={18} aria-hidden />}
          onClick={startDraft}
          disabled={draft.isPending}
        >
          {draft.isPending
            ? 'Drafting...'
            : saved
              ? 'Draft Another Statement'
              : 'Draft My Statement'}
        </Button>
      ) : (
        <Stack gap="md">
          <Textarea
            id={textId}
            label="Your statement"
            description={`${text.length} of ${MAX_STATEMENT_LENGTH} characters. Take out anything you do not want VA to read.`}
            autosize
            minRows={8}
            maxRows={24}
            maxLength={MAX_STATEMENT_LENGTH}
            classNames={{ input: classes.statement }}
            value={text}
            error={errors.text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setErrors({});
            }}
          />
          {caseConditions.length > 0 ? (
            <NativeSelect
              label="Condition in My Case"
              description="The statement is filed with this condition."
              maw={420}
              data={[
                { value: '', label: 'None' },
                ...caseConditions.map((candidate) => ({
                  value: candidate.id,
                  label: candidate.name,
                })),
              ]}
              value={conditionId}
              error={errors.conditionId}
              onChange={(event) => setChosenId(event.currentTarget.value)}
            />
          ) : (
            caseData.isSuccess && (
              <Text size="sm" c="dimmed">
                My Case has no conditions yet, so the statement is saved without one.
              </Text>
            )
          )}
          <Group gap="sm">
            <Button onClick={save} disabled={add.isPending}>
              {add.isPending ? 'Saving...' : 'Save to My Case'}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setDiscardLosesEdits(text !== drafted);
                setConfirmingDiscard(true);
              }}
            >
              Discard Draft
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirmingDiscard}
        title="Discard Draft"
        confirmLabel="Discard"
        pendingLabel="Discarding..."
        pending={false}
        onConfirm={discard}
        onCancel={() => setConfirmingDiscard(false)}
      >
        {discardLosesEdits ? DISCARD_QUESTION.edited : DISCARD_QUESTION.asDrafted}
      </ConfirmDialog>
    </section>
  );
}
