import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Guidance } from '../../../../contracts/disabilities';
import { api } from '../../../lib/api-client';
import { disabilitiesQuery } from '../../../lib/api/get-disabilities';

export const getDisabilityGuidance = (id: string) =>
  api.get<Guidance>(`/api/disabilities/${encodeURIComponent(id)}/guidance`);

// Under the list's key: guidance weighs the whole list, so a change to it makes guidance stale.
export const disabilityGuidanceQuery = (id: string) =>
  queryOptions({
    queryKey: [...disabilitiesQuery().queryKey, id, 'guidance'],
    queryFn: () => getDisabilityGuidance(id),
  });

/**
 * Guidance is loaded when the veteran asks for it (spec §4: the dialog opens once it has
 * loaded), so the hook is a request to run rather than a query bound to the screen.
 */
export const useLoadDisabilityGuidance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => queryClient.fetchQuery(disabilityGuidanceQuery(id)),
  });
};
