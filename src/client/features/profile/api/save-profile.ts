import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../../contracts/profile';
import { api } from '../../../lib/api-client';
import { profileQuery } from '../../../lib/api/get-profile';

/** Replaces the whole profile; the server answers with what it stored. */
export const saveProfile = (profile: Profile) => api.put<Profile>('/api/profile', profile);

export const useSaveProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileQuery().queryKey, saved),
  });
};
