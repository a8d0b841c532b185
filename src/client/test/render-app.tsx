import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../app/app-providers';
import { createQueryClient } from '../app/query-client';

/**
 * Renders UI inside the real app providers (Mantine in test mode, a fresh query client) and a
 * router whose address starts at `path`; `location.history` records every navigation.
 */
export function renderApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  // StrictMode as in main.tsx, so double effects are exercised too.
  const result = render(
    <StrictMode>
      <AppProviders queryClient={queryClient} env="test">
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </AppProviders>
    </StrictMode>,
  );
  return { ...result, location, queryClient };
}
