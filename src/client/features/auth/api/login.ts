import { useMutation } from '@tanstack/react-query';
import type { LoginInput, User } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';

export const login = (input: LoginInput) => api.post<User>('/api/auth/login', input);

// No cache update: a full page load follows a successful sign-in (spec §4).
export const useLogin = () => useMutation({ mutationFn: login });
