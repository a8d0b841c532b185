import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const logout = () => api.post<{ message: string }>('/api/auth/logout');

// No cache update: a full page load follows a successful sign-out and drops every cached read.
export const useLogout = () => useMutation({ mutationFn: logout });
