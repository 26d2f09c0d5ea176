import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiGetWithTotal } from '../../api-client';
import { deriveFutureYears } from '../../years';
import { currentUkYear } from '../../format-date';
import { eventListSchema, yearsSummarySchema as yearsSchema } from '../api-contracts.gen';

async function yearRead<T>(path: string, params: Record<string, string> | undefined, message: string, parse: (v: unknown) => T) {
  try {
    return parse(await apiGet(path, params));
  } catch (error) {
    if (error instanceof ApiError) throw new Error(message);
    throw error;
  }
}

/** The first page of a year's events and the year's total (X-Total-Count), so the page never reports a page size as the count. */
export const yearEventsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['/api/events/year', year, 'with-total'],
    queryFn: async () => {
      try {
        const { data, total } = await apiGetWithTotal(`/api/events/year/${year}`);
        const events = eventListSchema.parse(data);
        return { events, total: total ?? events.length };
      } catch (error) {
        if (error instanceof ApiError) throw new Error('Failed to fetch events');
        throw error;
      }
    },
  });

export const yearSearchQueryOptions = (year: number, q: string, category: string) =>
  queryOptions({
    queryKey: ['/api/events/year/search', year, { q, category }],
    queryFn: () => yearRead(`/api/events/year/${year}/search`, { q, category }, 'Failed to search events', (v) => eventListSchema.parse(v)),
  });

/** Years summary: refreshed every 30 s; non-OK raises "HTTP {status}: {statusText}". */
export const yearsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/events/years-summary'],
    queryFn: async () => {
      const res = await fetch('/api/events/years-summary', { credentials: 'include' });
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${res.statusText}`);
      return deriveFutureYears(yearsSchema.parse(await res.json()), currentUkYear());
    },
    refetchInterval: 30_000,
  });

export const useYearEvents = (year: number) => useQuery(yearEventsQueryOptions(year));
export const useYearsSummary = () => useQuery(yearsSummaryQueryOptions());
