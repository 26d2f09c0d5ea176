import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { apiGet } from '../../api-client';
import { facetSchema } from './event.schema';

const regionFacetSchema = z.looseObject({
  ...facetSchema.def.shape,
  description: z.nullish(z.string()),
  cities: z.nullish(z.array(z.string())),
  latitude: z.nullish(z.number()),
  longitude: z.nullish(z.number()),
});
export type RegionFacet = z.infer<typeof regionFacetSchema>;

/** Time filters and regions are always fresh (staleTime 0 is the default). */
export const timeFiltersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/events/time-filters'],
    queryFn: async () => z.array(facetSchema).parse(await apiGet('/api/events/time-filters', undefined, [])),
  });

export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/events/regions'],
    queryFn: async () => z.array(regionFacetSchema).parse(await apiGet('/api/events/regions', undefined, [])),
  });

export const useTimeFilters = () => useQuery(timeFiltersQueryOptions());
export const useRegions = () => useQuery(regionsQueryOptions());
