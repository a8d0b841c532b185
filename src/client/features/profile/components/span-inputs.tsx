import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';

type SpanInputsProps = {
  /** The field path of the span, "serviceHistory.places.0", so errors find their inputs. */
  path: string;
  from: string;
  /** Null while it is still running ("still serving", "still there"). */
  to: string | null;
  errors: Partial<Record<string, string>>;
  disabled: boolean;
  /** The checkbox that leaves "to" empty: "Still serving". */
  ongoingLabel: string;
  onChange: (change: { from?: string; to?: string | null }) => void;
};

/** From and to dates of a stretch of service, or a stay, with a box for "to present". */
export function SpanInputs({
  path,
  from,
  to,
  errors,
  disabled,
  ongoingLabel,
  onChange,
}: SpanInputsProps) {
  const ongoing = to === null;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          type="date"
          label="From"
          name={`${path}.from`}
          required
          value={from}
          error={errors[`${path}.from`]}
          disabled={disabled}
          onChange={(event) => onChange({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
          name={`${path}.to`}
          required={!ongoing}
          value={to ?? ''}
          error={errors[`${path}.to`]}
          disabled={disabled || ongoing}
          onChange={(event) => onChange({ to: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Checkbox
        label={ongoingLabel}
        checked={ongoing}
        disabled={disabled}
        // Unticked, "to" starts empty for the veteran to fill.
        onChange={(event) => onChange({ to: event.currentTarget.checked ? null : '' })}
      />
    </>
  );
}
