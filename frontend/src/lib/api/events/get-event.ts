import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../api-client';
import { eventSchema } from '../api-contracts.gen';

export const getEvent = async (id: string) => eventSchema.parse(await apiGet(`/api/events/${encodeURIComponent(id)}`));

/** Where a 410 answer sends the visitor: the body's redirectTo if it is a local path, else /expired-event/{id}. */
export function expiredRedirectTarget(error: unknown, id: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 410) return null;
  const body = error.body as { redirectTo?: unknown } | undefined;
  const target = typeof body?.redirectTo === 'string' ? body.redirectTo : '';
  return target.startsWith('/') && !target.startsWith('//') ? target : `/expired-event/${encodeURIComponent(id)}`;
}

/** Event fetches retry up to 3 times, never on 404 or 410. */
export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/events', id],
    queryFn: () => getEvent(id),
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && (error.status === 410 || error.status === 404 || error.status === 400)) && count < 3,
  });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
