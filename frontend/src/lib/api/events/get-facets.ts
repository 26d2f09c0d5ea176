import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api-client';
import { regionsSchema, timeFiltersSchema, type RegionFacet } from '../api-contracts.gen';

export type { RegionFacet };

/** Time filters and regions are always fresh (staleTime 0 is the default). */
export const timeFiltersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/events/time-filters'],
    queryFn: async () => timeFiltersSchema.parse(await apiGet('/api/events/time-filters', undefined, [])),
  });

export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/events/regions'],
    queryFn: async () => regionsSchema.parse(await apiGet('/api/events/regions', undefined, [])),
  });

export const useTimeFilters = () => useQuery(timeFiltersQueryOptions());
export const useRegions = () => useQuery(regionsQueryOptions());
