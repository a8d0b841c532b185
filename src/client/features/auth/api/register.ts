import { useMutation } from '@tanstack/react-query';
import type { RegisterInput, User } from '../../../../contracts/auth';
import { api } from '../../../lib/api-client';

export const register = (input: RegisterInput) => api.post<User>('/api/auth/register', input);

// No cache update: a full page load follows a successful registration (spec §4).
export const useRegister = () => useMutation({ mutationFn: register });
