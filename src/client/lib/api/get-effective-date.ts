import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EffectiveDateQuery, EffectiveDateResponse } from '../../../contracts/back-pay';
import { api } from '../api-client';

/** The effective date the facts set and its rule, counted on the server with its holidays. */
export const getEffectiveDate = (facts: EffectiveDateQuery) => {
  const given = Object.entries(facts).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  return api.get<EffectiveDateResponse>(
    `/api/back-pay/effective-date?${new URLSearchParams(given).toString()}`,
  );
};

export const effectiveDateQuery = (facts: EffectiveDateQuery) =>
  queryOptions({
    queryKey: ['back-pay', 'effective-date', facts],
    queryFn: () => getEffectiveDate(facts),
  });

/** Asked only once `facts` holds a date to count from. */
export const useEffectiveDate = (facts: EffectiveDateQuery | null) =>
  useQuery({ ...effectiveDateQuery(facts ?? {}), enabled: facts !== null });
