import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api-client';
import { eventListSchema } from '../api-contracts.gen';

export const getFeaturedEvents = async () => eventListSchema.parse(await apiGet('/api/events/featured', undefined, []));

/** Carousel: fresh 1 min, kept 5 min, no retries. */
export const featuredCarouselQueryOptions = () =>
  queryOptions({ queryKey: ['/api/events/featured', 'carousel'], queryFn: getFeaturedEvents, staleTime: 60_000, gcTime: 300_000, retry: false });

/** Grid: fresh 5 min. */
export const featuredEventsQueryOptions = () => queryOptions({ queryKey: ['/api/events/featured'], queryFn: getFeaturedEvents, staleTime: 300_000 });

export const useFeaturedEvents = () => useQuery(featuredEventsQueryOptions());
export const useFeaturedCarousel = () => useQuery(featuredCarouselQueryOptions());
