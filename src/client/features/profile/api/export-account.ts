import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Everything Wingman holds about the veteran as one JSON file, made fresh on each request. */
export const exportAccount = () => api.download('/api/account/export');

// A mutation, not a query: the copy is saved as a file and never kept in the cache.
export const useExportAccount = () => useMutation({ mutationFn: exportAccount });
