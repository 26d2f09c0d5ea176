import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ApiError } from '../lib/api-client';
import { eventQueryOptions } from '../lib/api/events/get-event';
import type { FestivalEvent } from '../lib/api/api-contracts.gen';
import { favouritesAtom } from '../lib/favourites.atoms';

/**
 * Every saved event, loaded by id (not picked out of a list of upcoming events, which would hide the rest).
 * Events the API no longer has (404, or 410 once ended) are counted as gone.
 */
export function useSavedEvents(): { ids: string[]; events: FestivalEvent[]; isLoading: boolean; gone: number } {
  const ids = useAtomValue(favouritesAtom);
  const results = useQueries({ queries: ids.map((id) => eventQueryOptions(id)) });
  const events = results.flatMap((r) => (r.data ? [r.data] : []));
  const gone = results.filter((r) => r.error instanceof ApiError && (r.error.status === 404 || r.error.status === 410)).length;
  return { ids, events, isLoading: results.some((r) => r.isLoading), gone };
}
