import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { ApiError, apiGet } from '../../api-client';
import { eventListSchema, eventSchema } from './event.schema';

const expiredSchema = z.looseObject({ success: z.optional(z.boolean()), event: eventSchema, alternatives: z._default(eventListSchema, []) });

export const getExpiredEvent = async (id: string) => expiredSchema.parse(await apiGet(`/api/events/expired/${encodeURIComponent(id)}`));

export const expiredEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/events/expired', id],
    queryFn: () => getExpiredEvent(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useExpiredEvent = (id: string) => useQuery(expiredEventQueryOptions(id));
