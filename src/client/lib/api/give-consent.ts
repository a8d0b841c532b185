import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../contracts/auth';
import { api } from '../api-client';
// Consent lives on the signed-in user: refresh that record under its own key (spec §7).
import { userQuery } from './get-user';

export const giveDocumentConsent = () =>
  api.patch<unknown>('/api/auth/user/consent', { documentConsentGiven: true });

export const useGiveDocumentConsent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveDocumentConsent,
    onSuccess: () => {
      // Known at once, so a second drop before the refetch does not ask again.
      queryClient.setQueryData(userQuery().queryKey, (user: User | null | undefined) =>
        user ? { ...user, documentConsentGiven: true } : user,
      );
      return queryClient.invalidateQueries({ queryKey: userQuery().queryKey });
    },
  });
};
