import { Group, SimpleGrid, Text } from '@mantine/core';
import { ToneBadge } from '../../../components/tone-badge';
import { ProfileSection } from './profile-section';

function StatusItem({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** What kind of account this is and the address it signs in with; nothing here is editable. */
export function AccountStatusSection({ signInEmail }: { signInEmail: string | undefined }) {
  return (
    <ProfileSection title="Account Status">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
        <StatusItem term="Account Type">
          <Group component="span" gap="xs">
            Free Veteran Account
            <ToneBadge tone="green">Active</ToneBadge>
          </Group>
        </StatusItem>
        {signInEmail && <StatusItem term="Sign-in email">{signInEmail}</StatusItem>}
      </SimpleGrid>
    </ProfileSection>
  );
}
