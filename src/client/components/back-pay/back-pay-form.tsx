import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '../../../contracts/errors';
import type { Household } from '../../../domain/ratings/household-compensation';
import { serverFieldErrors, serverMessage } from '../../lib/api-error';
import { useEstimateBackPay } from '../../lib/api/estimate-back-pay';
import { useEffectiveDate } from '../../lib/api/get-effective-date';
import { formatDate } from '../../lib/format-date';
import { BackPayLedger } from './back-pay-ledger';
import { backPayRequest, effectiveDateFacts, type BackPayValues } from './back-pay-values';
import { HouseholdFields, labelWith } from './household-fields';

const PERCENTS = Array.from({ length: 11 }, (_, step) => ({
  value: String(step * 10),
  label: `${step * 10}%`,
}));

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

/** The lists of the form whose rows the veteran adds and removes. */
type RowList = 'ratingChanges' | 'householdChanges' | 'paid';

type BackPayFormProps = {
  initial: BackPayValues;
  /** The saved ratings or dependents could not be read, so the fields start empty. */
  savedLoadFailed: boolean;
};

/** The facts of a back pay estimate and, once asked, its ledger; nothing typed is lost on an error. */
export function BackPayForm({ initial, savedLoadFailed }: BackPayFormProps) {
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

  const key = () => nextKey.current++;
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

        <Fieldset legend="Combined rating" radius="md">
          <Stack gap="sm">
            <NativeSelect
              label="Combined rating from the effective date"
              description="Your combined rating on Current Disabilities, unless you change it."
              data={PERCENTS}
              maw={320}
              value={values.percent}
              error={errorAt('ratings.0.percent')}
              onChange={(event) => update({ percent: event.currentTarget.value })}
            />
            {values.ratingChanges.map((change, index) => (
              <Group key={change.key} align="flex-end" gap="sm" wrap="nowrap">
                <TextInput
                  type="date"
                  label={labelWith('Changed on', ` (change ${index + 1})`)}
                  value={change.from}
                  error={errorAt(`ratings.${index + 1}.from`)}
                  style={{ flex: 1 }}
                  onChange={(event) =>
                    changeRow('ratingChanges', change.key, { from: event.currentTarget.value })
                  }
                />
                <NativeSelect
                  label={labelWith('New rating', ` (change ${index + 1})`)}
                  data={PERCENTS}
                  value={change.percent}
                  error={errorAt(`ratings.${index + 1}.percent`)}
                  onChange={(event) =>
                    changeRow('ratingChanges', change.key, { percent: event.currentTarget.value })
                  }
                />
                <RemoveButton
                  label={`Remove rating change ${index + 1}`}
                  onClick={() => removeRow('ratingChanges', change.key)}
                />
              </Group>
            ))}
            <AddButton
              onClick={() =>
                update({
                  ratingChanges: [
                    ...values.ratingChanges,
                    { key: key(), from: '', percent: values.percent },
                  ],
                })
              }
            >
              Add a rating change (a staged rating)
            </AddButton>
          </Stack>
        </Fieldset>

        <Fieldset legend="Dependents" radius="md">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              From Profile &amp; Settings; changes here are for this estimate only.
            </Text>
            <HouseholdFields
              value={values.household}
              onChange={(household) => update({ household })}
              errorOf={(field) => errorAt(`households.0.household.${field}`)}
            />
            {values.householdChanges.map((change, index) => {
              const suffix = ` (change ${index + 1})`;
              const replace = (changes: Partial<typeof change>) =>
                changeRow('householdChanges', change.key, changes);
              return (
                <Paper key={change.key} withBorder radius="md" p="sm">
                  <Stack gap="sm">
                    <Group justify="space-between" gap="sm">
                      <Text fw={600}>Change {index + 1}</Text>
                      <RemoveButton
                        label={`Remove dependents change ${index + 1}`}
                        onClick={() => removeRow('householdChanges', change.key)}
                      />
                    </Group>
                    <TextInput
                      type="date"
                      label={labelWith('Dependents changed on', suffix)}
                      description="A marriage, a birth, a child starting school."
                      value={change.from}
                      error={errorAt(`households.${index + 1}.from`)}
                      onChange={(event) => replace({ from: event.currentTarget.value })}
                    />
                    <HouseholdFields
                      value={change.household}
                      labelSuffix={suffix}
                      onChange={(household) => replace({ household })}
                      errorOf={(field) => errorAt(`households.${index + 1}.household.${field}`)}
                    />
                  </Stack>
                </Paper>
              );
            })}
            <AddButton
              onClick={() =>
                update({
                  householdChanges: [
                    ...values.householdChanges,
                    {
                      key: key(),
                      from: '',
                      household: values.householdChanges.at(-1)?.household ?? values.household,
                    },
                  ],
                })
              }
            >
              Add a change in dependents
            </AddButton>
          </Stack>
        </Fieldset>

        <Fieldset legend="Already paid by VA (optional)" radius="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Payments VA already made for months of this period are subtracted.
            </Text>
            {values.paid.map((paid, index) => {
              const replace = (changes: Partial<typeof paid>) =>
                changeRow('paid', paid.key, changes);
              return (
                <Group key={paid.key} align="flex-end" gap="sm" wrap="nowrap">
                  <TextInput
                    type="month"
                    label={labelWith('Month paid for', ` (payment ${index + 1})`)}
                    placeholder="YYYY-MM"
                    value={paid.month}
                    error={errorAt(`alreadyPaid.${index}.month`)}
                    style={{ flex: 1 }}
                    onChange={(event) => replace({ month: event.currentTarget.value })}
                  />
                  <TextInput
                    label={labelWith('Amount paid', ` (payment ${index + 1})`)}
                    inputMode="decimal"
                    leftSection="$"
                    value={paid.dollars}
                    error={errorAt(`alreadyPaid.${index}.cents`)}
                    style={{ flex: 1 }}
                    onChange={(event) => replace({ dollars: event.currentTarget.value })}
                  />
                  <RemoveButton
                    label={`Remove payment ${index + 1}`}
                    onClick={() => removeRow('paid', paid.key)}
                  />
                </Group>
              );
            })}
            <AddButton
              onClick={() =>
                update({ paid: [...values.paid, { key: key(), month: '', dollars: '' }] })
              }
            >
              Add a payment VA made
            </AddButton>
          </Stack>
        </Fieldset>

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

function AddButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={onClick}
      style={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" mb={4} aria-label={label} onClick={onClick}>
      <IconX size={18} aria-hidden />
    </ActionIcon>
  );
}
