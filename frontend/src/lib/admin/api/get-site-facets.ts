import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListSchema, regionsSchema } from '../../../lib/api/api-contracts.gen';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

export interface Facet {
  value: string;
  label: string;
}

/** The public catalogue's categories and regions (GET /api/categories, /api/events/regions), for filters and tiles. */
export async function getSiteFacets(): Promise<{ categories: Facet[]; regions: Facet[] }> {
  const [categories, regions] = await Promise.all([adminRequest('/api/categories', categoryListSchema), adminRequest('/api/events/regions', regionsSchema)]);
  return {
    categories: categories.map((c) => ({ value: c.slug, label: c.name })),
    regions: regions.map((r) => ({ value: r.value, label: r.label })),
  };
}

export const siteFacetsQueryOptions = () => queryOptions({ queryKey: adminKeys.facets, queryFn: getSiteFacets, retry: adminRetry, staleTime: 10 * 60_000 });

export const useSiteFacets = () => useQuery(siteFacetsQueryOptions());
