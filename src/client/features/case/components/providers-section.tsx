import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import type { CaseCondition, CaseProvider } from '../../../../contracts/case';
import { formatDate } from '../../../lib/format-date';
import { conditionTitle } from './condition-basis';

type ProvidersSectionProps = {
  providers: readonly CaseProvider[];
  conditions: readonly CaseCondition[];
  onAdd: () => void;
  onEdit: (provider: CaseProvider) => void;
  onDelete: (provider: CaseProvider) => void;
};

const addressOf = ({ street, city, state, postalCode, country }: CaseProvider) =>
  [street, [city, state].filter(Boolean).join(', '), postalCode, country]
    .filter(Boolean)
    .join(' · ');

const treatedWhen = ({ treatmentFrom, treatmentTo }: CaseProvider) => {
  if (treatmentFrom && treatmentTo)
    return `Treated ${formatDate(treatmentFrom)} to ${formatDate(treatmentTo)}`;
  if (treatmentFrom) return `Treated from ${formatDate(treatmentFrom)}`;
  if (treatmentTo) return `Treated until ${formatDate(treatmentTo)}`;
  return null;
};

/** Private providers: the packet's 21-4142 asks VA to get their records for the veteran. */
export function ProvidersSection({
  providers,
  conditions,
  onAdd,
  onEdit,
  onDelete,
}: ProvidersSectionProps) {
  const titleId = useId();
  const treated = (provider: CaseProvider) =>
    conditions
      .filter((condition) => provider.conditionIds.includes(condition.id))
      .map(conditionTitle)
      .join(', ');

  return (
    <section aria-labelledby={titleId}>
      <Group justify="space-between" align="center" mb="xs" gap="sm">
        <Title order={2} fz="h3" id={titleId}>
          Private Providers
        </Title>
        <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
          Add Provider
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Doctors and clinics outside VA. Your packet includes VA Form 21-4142 so VA can ask them for
        your records.
      </Text>
      {providers.length === 0 ? (
        <Text size="sm">No private providers yet.</Text>
      ) : (
        <Stack gap="sm">
          {providers.map((provider) => (
            <Card
              key={provider.id}
              withBorder
              radius="md"
              padding="md"
              component="article"
              aria-label={provider.name}
            >
              <Group justify="space-between" align="flex-start" gap="xs">
                <div>
                  <Title order={3} fz="md">
                    {provider.name}
                  </Title>
                  {addressOf(provider) && <Text size="sm">{addressOf(provider)}</Text>}
                  {treatedWhen(provider) && <Text size="sm">{treatedWhen(provider)}</Text>}
                  {treated(provider) && (
                    <Text size="sm" c="dimmed">
                      For {treated(provider)}
                    </Text>
                  )}
                </div>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => onEdit(provider)}
                    aria-label={`Edit ${provider.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    color="red.9"
                    size="xs"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => onDelete(provider)}
                    aria-label={`Delete ${provider.name}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
