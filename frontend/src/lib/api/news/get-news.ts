import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { idSchema } from '../events/event.schema';
import { apiGet } from '../../api-client';

export const newsItemSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  summary: z.nullish(z.string()),
  content: z.nullish(z.string()),
  category: z.nullish(z.string()),
  date: z.nullish(z.string()),
  imageUrl: z.nullish(z.string()),
  tags: z.nullish(z.array(z.string())),
  source: z.nullish(z.string()),
  externalUrl: z.nullish(z.string()),
  festivalId: z.nullish(z.union([z.string(), z.number()])),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export interface NewsParams {
  limit?: number;
  category?: string;
  festivalId?: string;
}

export const newsQueryOptions = (params: NewsParams = {}) =>
  queryOptions({
    queryKey: ['/api/news', { limit: 6, ...params }],
    queryFn: async () => z.array(newsItemSchema).parse(await apiGet('/api/news', { limit: 6, ...params }, [])),
    staleTime: 300_000,
  });

export const newsItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/news', id], queryFn: async () => newsItemSchema.parse(await apiGet(`/api/news/${encodeURIComponent(id)}`)) });

export const useNews = (params: NewsParams = {}) => useQuery(newsQueryOptions(params));
