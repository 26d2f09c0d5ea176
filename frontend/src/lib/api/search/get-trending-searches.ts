import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api-client';
import { takeInitialData } from '../../initial-data';
import { trendingSearchesSchema as trendingSchema } from '../api-contracts.gen';

const KEY = ['/api/search/trending'] as const;

/** What visitors search most lately (empty until enough have searched). The home page carries it; fresh 5 min. */
export const trendingSearchesQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: async () => trendingSchema.parse(await apiGet('/api/search/trending')).searches,
    initialData: () => {
      const seeded = trendingSchema.safeParse(takeInitialData(KEY));
      return seeded.success ? seeded.data.searches : undefined;
    },
    staleTime: 300_000,
  });
