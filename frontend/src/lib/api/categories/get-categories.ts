import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListSchema as listSchema, type Category } from '../api-contracts.gen';
import { ApiError, apiGet } from '../../api-client';

export type { Category };

export const categoryCount = (c: Category) => c.eventCount ?? c.count ?? 0;

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/categories'], queryFn: async () => listSchema.parse(await apiGet('/api/categories', undefined, [])), staleTime: 60_000 });

/** The Discover by Category block keeps categories fresh for 30 minutes. */
export const discoverCategoriesQueryOptions = () => ({ ...categoriesQueryOptions(), staleTime: 30 * 60_000 });

export const yearCategoriesQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['/api/categories/year', year],
    queryFn: async () => {
      try {
        return listSchema.parse(await apiGet(`/api/categories/year/${year}`, undefined, []));
      } catch (error) {
        if (error instanceof ApiError) throw new Error('Failed to fetch categories');
        throw error;
      }
    },
  });

export const useCategories = () => useQuery(categoriesQueryOptions());

/** The category with this slug in the back office's list, if there is one. */
export const findCategory = (categories: readonly Category[] | undefined, slug: string | null | undefined) =>
  slug ? categories?.find((c) => c.slug === slug) : undefined;
