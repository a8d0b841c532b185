import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { showToastLeftByPreviousPage } from '../lib/toast-after-page-load';
import classes from './app-providers.module.css';
import { cssVariablesResolver, theme } from './theme';

type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals for jsdom. */
  env?: 'default' | 'test';
};

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  // After the mount of <Notifications>, which is a child, so its effects have already run.
  useEffect(showToastLeftByPreviousPage, []);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      {/* Spec §9: one toast at a time, 5 s, at most 420px wide. At the top, under the header,
          so a toast never covers the chat's message box or a form's buttons at the bottom. */}
      <Notifications
        limit={1}
        autoClose={5000}
        containerWidth={420}
        position="top-right"
        classNames={{ root: classes.toasts }}
      />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
