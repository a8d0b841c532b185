import { QueryClient } from '@tanstack/react-query';

/** Spec §7: reads never poll, never refetch on focus, never go stale and never retry. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
