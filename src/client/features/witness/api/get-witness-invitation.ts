import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WitnessInvitation } from '../../../../contracts/witness';
import { api } from '../../../lib/api-client';

/** What the link's page shows the witness; a link that does not work answers 404, 409 or 410. */
export const getWitnessInvitation = (token: string) =>
  api.get<WitnessInvitation>(`/api/witness/${encodeURIComponent(token)}`);

export const witnessInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['witness-invitation', token],
    queryFn: () => getWitnessInvitation(token),
    // A link that does not work will not start working on a second try.
    retry: false,
  });

export const useWitnessInvitation = (token: string) => useQuery(witnessInvitationQuery(token));
