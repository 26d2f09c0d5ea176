import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetWithTotal } from '../../api-client';
import { eventListSchema } from '../api-contracts.gen';

export const getUpcomingEvents = async (limit: number) => eventListSchema.parse(await apiGet('/api/events/upcoming', { limit }, []));

export const upcomingEventsQueryOptions = (limit = 12) =>
  queryOptions({ queryKey: ['/api/events/upcoming', { limit }], queryFn: () => getUpcomingEvents(limit), staleTime: 300_000, gcTime: 600_000 });

export const useUpcomingEvents = (limit = 12) => useQuery(upcomingEventsQueryOptions(limit));

const UPCOMING_PAGE = 48;

/** One page of the upcoming list with the total (X-Total-Count): the phone's list shows as many pages as its URL says. */
export const upcomingPageQueryOptions = (page: number, limit = UPCOMING_PAGE) =>
  queryOptions({
    queryKey: ['/api/events/upcoming', 'page', { page, limit }],
    queryFn: async () => {
      const { data, total } = await apiGetWithTotal('/api/events/upcoming', { page, limit });
      const events = eventListSchema.parse(data);
      return { events, total: total ?? events.length, suggestions: [] as string[] };
    },
    staleTime: 300_000,
  });

/** Every upcoming event, a page at a time (page numbers and the total from X-Total-Count), for "Load more". */
export const allUpcomingQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['/api/events/upcoming', 'all', UPCOMING_PAGE],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const { data, total } = await apiGetWithTotal('/api/events/upcoming', { page: pageParam, limit: UPCOMING_PAGE });
      const events = eventListSchema.parse(data);
      return { page: pageParam, events, total: total ?? events.length };
    },
    getNextPageParam: (last) => (last.page * UPCOMING_PAGE < last.total && last.events.length > 0 ? last.page + 1 : undefined),
    staleTime: 300_000,
  });
