import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../contracts/auth';
import { api } from '../api-client';

/** The signed-in veteran, or null when nobody is signed in (the server answers 401). */
export const getUser = () => api.get<User | null>('/api/auth/user', { nullOn401: true });

export const userQuery = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getUser });

export const useUser = () => useQuery(userQuery());
