import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseResponse } from '../../../contracts/case';
import { api } from '../api-client';

/** The conditions with their evidence maps, suggestions, statements and private providers. */
export const getCase = () => api.get<CaseResponse>('/api/case');

export const caseQuery = () => queryOptions({ queryKey: ['case'], queryFn: getCase });

export const useCase = () => useQuery(caseQuery());
