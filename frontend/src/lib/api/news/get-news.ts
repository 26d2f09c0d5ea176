import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsItemSchema, newsListSchema, type NewsItem } from '../api-contracts.gen';
import { apiGet } from '../../api-client';

export type { NewsItem };

export interface NewsParams {
  limit?: number;
  category?: string;
  festivalId?: string;
}

export const newsQueryOptions = (params: NewsParams = {}) =>
  queryOptions({
    queryKey: ['/api/news', { limit: 6, ...params }],
    queryFn: async () => newsListSchema.parse(await apiGet('/api/news', { limit: 6, ...params }, [])),
    staleTime: 300_000,
  });

export const newsItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/news', id], queryFn: async () => newsItemSchema.parse(await apiGet(`/api/news/${encodeURIComponent(id)}`)) });

export const useNews = (params: NewsParams = {}) => useQuery(newsQueryOptions(params));
