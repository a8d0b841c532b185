import {
  Alert,
  Button,
  Fieldset,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '../../../contracts/errors';
import type { Household } from '../../../domain/ratings/household-compensation';
import { serverFieldErrors, serverMessage } from '../../lib/api-error';
import { useEstimateBackPay } from '../../lib/api/estimate-back-pay';
import { useEffectiveDate } from '../../lib/api/get-effective-date';
import { formatDate } from '../../lib/format-date';
import { BackPayLedger } from './back-pay-ledger';
import { backPayRequest, effectiveDateFacts, type BackPayValues } from './back-pay-values';
import type { BackPayEditor, RowList } from './back-pay-rows';
import { DependentsFieldset } from './dependents-fieldset';
import { PaidFieldset } from './paid-fieldset';
import { RatingFieldset } from './rating-fieldset';

const FACT_LABELS = {
  claimReceived: 'Date VA received the claim',
  intentToFile: 'Intent to file date (optional)',
  dischargeDate: 'Discharge date (optional)',
  decisionStatedDate: 'Effective date on your decision letter (optional)',
  decisionDate: 'Decision date',
} as const;

const FACT_HINTS: Record<keyof typeof FACT_LABELS, string> = {
  claimReceived: 'The date VA received your complete claim.',
  intentToFile: 'Counts when the claim arrived within a year of it.',
  dischargeDate: 'Counts when you filed within a year of leaving active service.',
  decisionStatedDate: 'VA’s own date wins over the estimate from the dates above.',
  decisionDate: 'The date on VA’s letter; back pay is counted through its month.',
};

type BackPayFormProps = {
  initial: BackPayValues;
  /** The saved ratings or dependents could not be read, so the fields start empty. */
  savedLoadFailed: boolean;
  /** Under the first rating: where it came from. */
  ratingHint: string;
};

/** The facts of a back pay estimate and, once asked, its ledger; nothing typed is lost on an error. */
export function BackPayForm({ initial, savedLoadFailed, ratingHint }: BackPayFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  // Rows the estimate opened with are numbered from 1.
  const nextKey = useRef(initial.ratingChanges.length + 1);
  const facts = effectiveDateFacts(values);
  const effective = useEffectiveDate(facts);
  const estimate = useEstimateBackPay();

  const update = (changes: Partial<BackPayValues>) =>
    setValues((current) => ({ ...current, ...changes }));
  /** Changes one row of a list (a rating change, a dependents change, a payment). */
  const changeRow = <List extends RowList>(
    list: List,
    key: number,
    changes: Partial<BackPayValues[List][number]>,
  ) =>
    setValues((current) => ({
      ...current,
      [list]: current[list].map((row) => (row.key === key ? { ...row, ...changes } : row)),
    }));
  const removeRow = (list: RowList, key: number) =>
    setValues((current) => ({
      ...current,
      [list]: current[list].filter((row) => row.key !== key),
    }));
  const factErrors = facts ? serverFieldErrors(effective.error) : [];
  const errorAt = (path: string) =>
    [...errors, ...factErrors].find((error) => error.path === path)?.message;

  // Inputs whose errors show under them; anything else is listed above the button.
  const shownPaths = new Set<string>([...Object.keys(FACT_LABELS), 'through', 'ratings.0.percent']);
  const householdFields: (keyof Household)[] = [
    'spouse',
    'spouseAidAndAttendance',
    'childrenUnder18',
    'childrenInSchool',
    'dependentParents',
  ];
  const householdPaths = (index: number) =>
    householdFields.map((field) => `households.${index}.household.${field}`);
  householdPaths(0).forEach((path) => shownPaths.add(path));
  values.ratingChanges.forEach((_, index) =>
    ['from', 'percent'].forEach((field) => shownPaths.add(`ratings.${index + 1}.${field}`)),
  );
  values.householdChanges.forEach((_, index) =>
    [`households.${index + 1}.from`, ...householdPaths(index + 1)].forEach((path) =>
      shownPaths.add(path),
    ),
  );
  values.paid.forEach((_, index) =>
    ['month', 'cents'].forEach((field) => shownPaths.add(`alreadyPaid.${index}.${field}`)),
  );
  const otherErrors = errors.filter((error) => !shownPaths.has(error.path));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!effective.data || !facts) {
      setErrors([
        {
          path: 'claimReceived',
          message: 'Claim received date is needed unless the letter states an effective date',
        },
      ]);
      return;
    }
    const built = backPayRequest(values, effective.data.date);
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    setErrors([]);
    estimate.mutate(built.request, { onError: (error) => setErrors(serverFieldErrors(error)) });
  };

  const editor: BackPayEditor = {
    values,
    errorAt,
    update,
    changeRow,
    removeRow,
    newKey: () => nextKey.current++,
  };
  const factInput = (name: keyof typeof FACT_LABELS) => (
    <TextInput
      type="date"
      name={name}
      label={FACT_LABELS[name]}
      description={FACT_HINTS[name]}
      value={values[name]}
      error={errorAt(name) ?? (name === 'decisionDate' ? errorAt('through') : undefined)}
      onChange={(event) => update({ [name]: event.currentTarget.value })}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Back pay facts">
      <Stack gap="lg">
        {savedLoadFailed && (
          <Alert color="yellow" icon={<IconAlertTriangle />}>
            Your saved ratings or dependents could not be loaded, so enter them below.
          </Alert>
        )}

        <Fieldset legend="When VA pays from" radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {factInput('claimReceived')}
              {factInput('intentToFile')}
              {factInput('dischargeDate')}
              {factInput('decisionStatedDate')}
              {factInput('decisionDate')}
            </SimpleGrid>
            <EffectiveDateLine
              asked={facts !== null}
              pending={effective.isFetching}
              failed={effective.isError && factErrors.length === 0}
              found={effective.data}
            />
          </Stack>
        </Fieldset>

        <RatingFieldset editor={editor} hint={ratingHint} />
        <DependentsFieldset editor={editor} />
        <PaidFieldset editor={editor} />

        {(errors.length > 0 || estimate.isError) && (
          <Alert color="red" title="The estimate needs another look" icon={<IconAlertTriangle />}>
            {otherErrors.length > 0 ? (
              <List size="sm">
                {otherErrors.map((error) => (
                  <List.Item key={`${error.path}:${error.message}`}>{error.message}</List.Item>
                ))}
              </List>
            ) : errors.length > 0 ? (
              'Check the fields marked below the inputs; everything you typed is kept.'
            ) : (
              (serverMessage(estimate.error) ??
              'The estimate could not be worked out. Please try again; everything you typed is kept.')
            )}
          </Alert>
        )}

        <Group justify="flex-end">
          <Button type="submit" loading={estimate.isPending} disabled={effective.isFetching}>
            Estimate back pay
          </Button>
        </Group>

        {estimate.data && !estimate.isPending && (
          <BackPayLedger ledger={estimate.data} decisionDate={values.decisionDate} />
        )}
      </Stack>
    </form>
  );
}

type EffectiveDateLineProps = {
  asked: boolean;
  pending: boolean;
  failed: boolean;
  found: { date: string; rule: string } | undefined;
};

/** Which effective date the facts set, and by which rule. */
function EffectiveDateLine({ asked, pending, failed, found }: EffectiveDateLineProps) {
  let text;
  if (!asked) text = 'Add the date VA received the claim to work out the effective date.';
  else if (pending) text = 'Working out the effective date…';
  else if (failed) text = 'The effective date could not be worked out. Check the dates above.';
  else if (found) {
    return (
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-live="polite">
        <Text fw={600}>Effective date: {formatDate(found.date)}</Text>
        <Text size="sm">{found.rule}.</Text>
      </Paper>
    );
  } else text = 'Check the dates above.';
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {text}
    </Text>
  );
}
