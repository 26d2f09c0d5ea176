import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '../../api-client';
import { eventListSchema } from '../api-contracts.gen';

export type FilterKind = 'time' | 'region';

export const filterEventsQueryOptions = (kind: FilterKind, value: string) =>
  queryOptions({
    queryKey: ['/api/events/filter', kind, value],
    queryFn: async () => eventListSchema.parse(await apiGet(`/api/events/filter/${kind}/${encodeURIComponent(value)}`, undefined, [])),
  });

/** After a filter fetch the time-filter and region summaries are refreshed (spec 7). */
export function useFilterEvents(kind: FilterKind, value: string | undefined) {
  const client = useQueryClient();
  const query = useQuery({ ...filterEventsQueryOptions(kind, value ?? ''), enabled: Boolean(value) });
  useEffect(() => {
    if (query.isSuccess) {
      void client.invalidateQueries({ queryKey: ['/api/events/time-filters'] });
      void client.invalidateQueries({ queryKey: ['/api/events/regions'] });
    }
  }, [query.isSuccess, query.dataUpdatedAt, client]);
  return query;
}
