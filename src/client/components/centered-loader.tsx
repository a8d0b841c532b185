import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while something the whole screen depends on is loading, such as who is signed in. */
export function CenteredLoader({ label = 'Loading Wingman...' }: { label?: string }) {
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
