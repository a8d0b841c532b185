import { Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A single centred card for short, focused pages such as resetting a password. */
export function NarrowPanel({ children }: { children: ReactNode }) {
  return (
    <Container size={480} px="md" py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        {children}
      </Paper>
    </Container>
  );
}
