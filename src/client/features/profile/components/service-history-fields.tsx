import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { Profile, profileSchema } from '../../../../contracts/profile';
import {
  MAX_PLACE_LENGTH,
  MAX_SERVICE_PERIODS,
  MAX_SERVICE_PLACES,
  reportedExposureLabels,
  reportedExposures,
  type ReportedExposure,
  type ServiceHistory,
  type ServicePeriod,
} from '../../../../contracts/service-history';
import { branchesOfService } from '../../../../contracts/profile';
import { SERVICE_HISTORY_ANCHOR } from '../../../lib/record-anchors';
import type { useSchemaForm } from '../../../lib/use-schema-form';
import { ProfileSection } from './profile-section';
import { SpanInputs } from './span-inputs';

type ServiceHistoryFieldsProps = {
  /** The profile form these fields belong to. */
  form: ReturnType<typeof useSchemaForm<Profile, typeof profileSchema>>;
  locked: boolean;
};

const ROOT = 'serviceHistory';
const EMPTY: ServiceHistory = { periods: [], places: [], exposures: [] };
type ListName = 'periods' | 'places';

const branchOptions = [{ value: '', label: 'Choose a branch' }, ...branchesOfService];
// A blank row for the veteran to fill; the branch stays unchosen until they choose one.
const newPeriod = (): ServicePeriod => ({
  branch: '' as ServicePeriod['branch'],
  from: '',
  to: '',
});
const newPlace = () => ({ place: '', from: '', to: '' });

const PLACE_HINT =
  'In your own words: a country, base, ship or waters, e.g. Kuwait, Korat Air Base Thailand, Camp Lejeune, Da Nang Harbor.';

/**
 * Periods of service, places served and exposures the veteran reports: optional, saved with
 * the profile, and read by "What else can I claim?" against the rules VA presumes.
 */
export function ServiceHistoryFields({ form, locked }: ServiceHistoryFieldsProps) {
  const { errors, setErrors, setValue } = form;
  const history = form.values.serviceHistory ?? EMPTY;
  // The name of an input to focus once it is on the page (a row just added).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementsByName(focusNext.current)[0]?.focus();
    focusNext.current = null;
  });

  // Nothing given is saved as "not given", so the finder asks for a history rather than
  // checking an empty one.
  const setHistory = (next: ServiceHistory) => {
    const empty = !next.periods.length && !next.places.length && !next.exposures.length;
    setValue('serviceHistory', empty ? null : next);
  };
  const clearErrors = (prefix: string) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(prefix))),
    );

  const changeRow = <L extends ListName>(
    list: L,
    index: number,
    change: Partial<ServiceHistory[L][number]>,
  ) => {
    const rows = history[list].map((row, at) => (at === index ? { ...row, ...change } : row));
    setHistory({ ...history, [list]: rows });
    for (const field of Object.keys(change)) clearErrors(`${ROOT}.${list}.${index}.${field}`);
  };
  const addRow = (list: ListName) => {
    const rows = [...history[list], list === 'periods' ? newPeriod() : newPlace()];
    setHistory({ ...history, [list]: rows });
    focusNext.current = `${ROOT}.${list}.${rows.length - 1}.${list === 'periods' ? 'branch' : 'place'}`;
  };
  const removeRow = (list: ListName, index: number) => {
    setHistory({ ...history, [list]: history[list].filter((_, at) => at !== index) });
    // The rows after it move up, so their messages would sit under the wrong row.
    clearErrors(`${ROOT}.${list}`);
  };

  const removeButton = (list: ListName, index: number, what: string) =>
    !locked && (
      <Group justify="flex-end">
        <Button
          variant="outline"
          color="red.9"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => removeRow(list, index)}
        >
          Remove {what}
        </Button>
      </Group>
    );
  const addButton = (list: ListName, label: string, max: number) =>
    !locked && (
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={history[list].length >= max}
          onClick={() => addRow(list)}
        >
          {label}
        </Button>
      </Group>
    );
  const noneYet = (list: ListName, what: string) =>
    history[list].length === 0 && (
      <Text size="sm" c="dimmed">
        {locked ? `No ${what} saved. Choose Edit Profile to add them.` : `No ${what} yet.`}
      </Text>
    );

  return (
    <ProfileSection title="Service History" id={SERVICE_HISTORY_ANCHOR}>
      <Text size="sm">
        Optional. Where and when you served, and what you were exposed to, decide which conditions
        the law presumes are connected to your service. VA confirms your service from its own
        records.
      </Text>
      <Anchor component={Link} href="/finder" fz="sm" fw={600}>
        See what else you may be able to claim
      </Anchor>

      <Stack gap="sm">
        <Title order={3} fz="md">
          Periods of service
        </Title>
        {noneYet('periods', 'periods of service')}
        {history.periods.map((period, index) => {
          const path = `${ROOT}.periods.${index}`;
          return (
            <Fieldset key={index} legend={`Period of service ${index + 1}`} radius="md">
              <Stack gap="sm">
                <NativeSelect
                  label="Branch"
                  name={`${path}.branch`}
                  required
                  data={branchOptions}
                  value={period.branch}
                  error={errors[`${path}.branch`]}
                  disabled={locked}
                  onChange={(event) =>
                    changeRow('periods', index, {
                      branch: event.currentTarget.value as ServicePeriod['branch'],
                    })
                  }
                />
                <SpanInputs
                  path={path}
                  from={period.from}
                  to={period.to}
                  errors={errors}
                  disabled={locked}
                  ongoingLabel="Still serving"
                  onChange={(change) => changeRow('periods', index, change)}
                />
                {removeButton('periods', index, `period of service ${index + 1}`)}
              </Stack>
            </Fieldset>
          );
        })}
        {addButton('periods', 'Add a period of service', MAX_SERVICE_PERIODS)}
      </Stack>

      <Stack gap="sm">
        <Title order={3} fz="md">
          Places served
        </Title>
        <Text size="sm" c="dimmed">
          Deployments, bases and ships, with the dates you were there.
        </Text>
        {noneYet('places', 'places')}
        {history.places.map((place, index) => {
          const path = `${ROOT}.places.${index}`;
          return (
            <Fieldset key={index} legend={`Place ${index + 1}`} radius="md">
              <Stack gap="sm">
                <TextInput
                  label="Place"
                  // Said once, on the first row: repeated under each row it crowds a phone.
                  description={index === 0 ? PLACE_HINT : undefined}
                  name={`${path}.place`}
                  required
                  maxLength={MAX_PLACE_LENGTH}
                  value={place.place}
                  error={errors[`${path}.place`]}
                  disabled={locked}
                  onChange={(event) =>
                    changeRow('places', index, { place: event.currentTarget.value })
                  }
                />
                <SpanInputs
                  path={path}
                  from={place.from}
                  to={place.to}
                  errors={errors}
                  disabled={locked}
                  ongoingLabel="Still there"
                  onChange={(change) => changeRow('places', index, change)}
                />
                {removeButton('places', index, `place ${index + 1}`)}
              </Stack>
            </Fieldset>
          );
        })}
        {addButton('places', 'Add a place', MAX_SERVICE_PLACES)}
      </Stack>

      <Checkbox.Group
        label="Exposures you report"
        description="Tick what happened to you, even without papers that show it; VA checks it against your records."
        value={history.exposures}
        error={errors[`${ROOT}.exposures`]}
        onChange={(values) => {
          setHistory({ ...history, exposures: values as ReportedExposure[] });
          clearErrors(`${ROOT}.exposures`);
        }}
      >
        <Stack gap="xs" mt="xs">
          {reportedExposures.map((exposure) => (
            <Checkbox
              key={exposure}
              value={exposure}
              label={reportedExposureLabels[exposure]}
              disabled={locked}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </ProfileSection>
  );
}
