import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '../../../../contracts/account';
import { api } from '../../../lib/api-client';

/** Everything Wingman holds about the veteran as one file, made fresh on each request. */
export const exportAccount = (format: ExportFormat) =>
  api.download(`/api/account/export?format=${format}`);

// A mutation, not a query: the copy is saved as a file and never kept in the cache.
export const useExportAccount = (format: ExportFormat) =>
  useMutation({ mutationFn: () => exportAccount(format) });
