import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest, adminRetry } from './admin-client';
import { adminKeys } from './query-keys';

const facetSchema = z
  .object({ value: z.string().optional(), slug: z.string().optional(), label: z.string().optional(), name: z.string().optional() })
  .passthrough();
export interface Facet {
  value: string;
  label: string;
}

const toFacets = (items: z.infer<typeof facetSchema>[]): Facet[] =>
  items.map((f) => ({ value: f.value ?? f.slug ?? '', label: f.label ?? f.name ?? f.value ?? f.slug ?? '' })).filter((f) => f.value);

/** The public catalogue's categories and regions (GET /api/categories, /api/events/regions), for filters and tiles. */
export async function getSiteFacets(): Promise<{ categories: Facet[]; regions: Facet[] }> {
  const [categories, regions] = await Promise.all([
    adminRequest('/api/categories', z.array(facetSchema)),
    adminRequest('/api/events/regions', z.array(facetSchema)),
  ]);
  return { categories: toFacets(categories), regions: toFacets(regions) };
}

export const siteFacetsQueryOptions = () => queryOptions({ queryKey: adminKeys.facets, queryFn: getSiteFacets, retry: adminRetry, staleTime: 10 * 60_000 });

export const useSiteFacets = () => useQuery(siteFacetsQueryOptions());
