import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import type { CaseSuggestion } from '../../../../contracts/case';
import { basisText } from './condition-basis';

type SuggestionsSectionProps = {
  suggestions: readonly CaseSuggestion[];
  onAdd: (suggestion: CaseSuggestion) => void;
};

/** Conditions found in the veteran's own record; nothing is added until they choose Add. */
export function SuggestionsSection({ suggestions, onAdd }: SuggestionsSectionProps) {
  const titleId = useId();
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId}>
        Found in Your Record
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        Conditions your decisions, documents and ratings mention. Add the ones you want to claim.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {suggestions.map((suggestion) => (
          <Card
            key={`${suggestion.origin}-${suggestion.name}-${suggestion.originDocumentId ?? ''}`}
            withBorder
            radius="md"
            padding="md"
            component="article"
            aria-label={suggestion.name}
          >
            <Title order={3} fz="md">
              {suggestion.name}
            </Title>
            {suggestion.basis && (
              <Text size="sm" c="dimmed">
                {basisText({ ...suggestion, basis: suggestion.basis, presumptiveRule: null })}
              </Text>
            )}
            <Text size="sm" mt="xs">
              {suggestion.why}
            </Text>
            {suggestion.quote && (
              <Text size="sm" mt={4} fs="italic" style={{ overflowWrap: 'anywhere' }}>
                “{suggestion.quote.text}” (page {suggestion.quote.page})
              </Text>
            )}
            <Group mt="sm">
              <Button
                size="xs"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => onAdd(suggestion)}
                aria-label={`Add ${suggestion.name} to your case`}
              >
                Add
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
