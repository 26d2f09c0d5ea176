import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetWithTotal } from '../../api-client';
import { eventListSchema } from '../api-contracts.gen';

export interface EventSearchParams {
  q?: string;
  category?: string;
  location?: string;
  month?: string;
  priceRange?: string;
  sortBy?: string;
  region?: string;
  timeFilter?: string;
  /** Accessibility facts that must be stated yes: `step-free,bsl`. */
  access?: string;
  limit?: number;
  page?: number;
}

export const searchEvents = async (params: EventSearchParams) => {
  const started = performance.now();
  const { data, total } = await apiGetWithTotal('/api/events/search', { ...params, q: params.q?.trim() });
  const events = eventListSchema.parse(data);
  return { events, total: total ?? events.length, searchTime: Math.round(performance.now() - started) };
};

/** Results are cached per distinct parameter combination (the query key), so a repeat search skips the request. */
export const searchEventsQueryOptions = (params: EventSearchParams) =>
  queryOptions({ queryKey: ['/api/events/search', params], queryFn: () => searchEvents(params), staleTime: 60_000, placeholderData: keepPreviousData });

export const useSearchEvents = (params: EventSearchParams, enabled = true) => useQuery({ ...searchEventsQueryOptions(params), enabled });
