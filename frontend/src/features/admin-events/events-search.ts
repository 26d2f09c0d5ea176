import type { AdminEventsParams } from '../../lib/admin/api/get-admin-events';

/** The events table's state lives in the URL: filters, sort and page survive reloads and can be shared. */
export type EventsSearch = Omit<AdminEventsParams, 'limit'>;
export const EVENTS_PAGE_SIZE = 50;

/**
 * The list opens on what an editor works on: drafts and published events, soonest first (not the expired editions
 * a yearly catalogue piles up). `status=all` in the URL shows every status.
 */
export const CURRENT_STATUSES = 'draft,published';
const DEFAULT_SORT = { sort: 'startDate', order: 'asc' } as const;

export function toListParams(search: EventsSearch): AdminEventsParams {
  const status = search.status === 'all' ? undefined : (search.status ?? CURRENT_STATUSES);
  const sort = search.sort ?? DEFAULT_SORT.sort;
  const order = search.order ?? (search.sort ? naturalOrder(search.sort) : DEFAULT_SORT.order);
  return { ...search, status, sort, order, page: search.page ?? 1, limit: EVENTS_PAGE_SIZE };
}

const naturalOrder = (column: NonNullable<EventsSearch['sort']>) => (column === 'updatedAt' ? 'desc' : 'asc');

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** Clicking a column header: a new column starts in its natural order, the same column flips. */
export function nextSort(current: EventsSearch, column: NonNullable<EventsSearch['sort']>): Pick<EventsSearch, 'sort' | 'order'> {
  const { sort, order } = toListParams(current);
  if (sort === column) return { sort: column, order: order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: naturalOrder(column) };
}
