import { useMutation } from '@tanstack/react-query';
import type { AccountExport } from '../../../../contracts/account';
import { api } from '../../../lib/api-client';

/** Everything Wingman holds about the veteran, made fresh on each request. */
export const exportAccount = () => api.get<AccountExport>('/api/account/export');

// A mutation, not a query: the copy is saved as a file and never kept in the cache.
export const useExportAccount = () => useMutation({ mutationFn: exportAccount });
