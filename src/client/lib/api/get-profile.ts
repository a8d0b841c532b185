import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../contracts/profile';
import { api } from '../api-client';

/** The veteran's Profile & Settings; the defaults until they first save. */
export const getProfile = () => api.get<Profile>('/api/profile');

/** Exported so other screens (Wingman's personality) read the same cached profile. */
export const profileQueryKey = ['profile'] as const;

export const profileQuery = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export const useProfile = () => useQuery(profileQuery());
