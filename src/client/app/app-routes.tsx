import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { CenteredLoader } from '../components/centered-loader';
import { CrisisLineStrip } from '../components/crisis-line';
import { useUser } from '../lib/api/get-user';
import { lazyExport } from '../lib/lazy-export';
import { SignedOutRoutes } from './signed-out-routes';

const SignedInApp = lazyExport(() => import('./signed-in-app'), 'SignedInApp');

/** Spec §4: while auth loads a loader, then the signed-out site or the signed-in app. */
export function AppRoutes() {
  const user = useUser();

  if (user.isPending) return <CenteredLoader />;
  if (user.isError) return <AuthCheckFailed onRetry={() => void user.refetch()} />;
  if (!user.data) return <SignedOutRoutes />;
  return (
    <Suspense fallback={<CenteredLoader />}>
      <SignedInApp user={user.data} />
    </Suspense>
  );
}

function AuthCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <CrisisLineStrip />
      <main>
        <Center mih="70vh" p="xl">
          <Stack align="center" ta="center" gap="md" maw={420}>
            <Title order={1} fz="h2">
              We could not reach Wingman
            </Title>
            <Text>
              Please check your internet connection and try again. If this keeps happening, Wingman
              may be down for a moment.
            </Text>
            <Button onClick={onRetry}>Try Again</Button>
          </Stack>
        </Center>
      </main>
    </>
  );
}
