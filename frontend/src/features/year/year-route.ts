import type { QueryClient } from '@tanstack/react-query';
import { pageNotFound } from '../../lib/route-errors';
import { yearCategoriesQueryOptions } from '../../lib/api/categories/get-categories';
import { yearEventsQueryOptions } from '../../lib/api/events/get-year-events';
import { classifySegment } from '../../lib/route-params';

/** The year of /{year}/search and /{year}/categories, or the typed invalid-year page. */
export function parseYearSegment(segment: string): number {
  const s = classifySegment(segment);
  if (s.kind === 'year') return s.year;
  return pageNotFound({ type: 'invalid-year', segment, reason: s.kind === 'invalid-year' ? s.reason : 'format' });
}

/** A year page's events and categories start loading before its code arrives; the page shows its own states. */
export function prefetchYear(queryClient: QueryClient, year: number): void {
  void queryClient.prefetchQuery(yearEventsQueryOptions(year));
  void queryClient.prefetchQuery(yearCategoriesQueryOptions(year));
}
