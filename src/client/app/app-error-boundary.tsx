import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { CrisisLineStrip } from '../components/crisis-line';

type AppErrorBoundaryState = { failed: boolean };

/**
 * Last line of defence: a screen that failed to render, or a part of the app that failed to
 * download (often an old page after an update), offers a reload instead of a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <CrisisLineStrip />
        <main>
          <Center mih="70vh" p="xl">
            <Stack align="center" ta="center" gap="md" maw={440}>
              <Title order={1} fz="h2">
                Something went wrong
              </Title>
              <Text>
                This page could not be shown. Reloading usually fixes it; nothing you saved is lost.
              </Text>
              <Button onClick={() => window.location.reload()}>Reload Page</Button>
            </Stack>
          </Center>
        </main>
      </>
    );
  }
}
