import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api-client';
import { eventListSchema } from './event.schema';

export const getUpcomingEvents = async (limit: number) => eventListSchema.parse(await apiGet('/api/events/upcoming', { limit }, []));

export const upcomingEventsQueryOptions = (limit = 12) =>
  queryOptions({ queryKey: ['/api/events/upcoming', { limit }], queryFn: () => getUpcomingEvents(limit), staleTime: 300_000, gcTime: 600_000 });

export const useUpcomingEvents = (limit = 12) => useQuery(upcomingEventsQueryOptions(limit));
