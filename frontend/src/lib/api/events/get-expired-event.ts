import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../api-client';
import { expiredEventSchema as expiredSchema } from '../api-contracts.gen';

export const getExpiredEvent = async (id: string) => expiredSchema.parse(await apiGet(`/api/events/expired/${encodeURIComponent(id)}`));

export const expiredEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/events/expired', id],
    queryFn: () => getExpiredEvent(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useExpiredEvent = (id: string) => useQuery(expiredEventQueryOptions(id));
