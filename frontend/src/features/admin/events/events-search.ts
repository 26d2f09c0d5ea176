import type { AdminEventsParams } from '../api/get-admin-events';

/** The events table's state lives in the URL: filters, sort and page survive reloads and can be shared. */
export type EventsSearch = Omit<AdminEventsParams, 'limit'>;
export const EVENTS_PAGE_SIZE = 50;

export function toListParams(search: EventsSearch): AdminEventsParams {
  return { ...search, sort: search.sort ?? 'updatedAt', order: search.order ?? 'desc', page: search.page ?? 1, limit: EVENTS_PAGE_SIZE };
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** Clicking a column header: a new column starts in its natural order, the same column flips. */
export function nextSort(current: EventsSearch, column: NonNullable<EventsSearch['sort']>): Pick<EventsSearch, 'sort' | 'order'> {
  const sort = current.sort ?? 'updatedAt';
  const order = current.order ?? 'desc';
  if (sort === column) return { sort: column, order: order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: column === 'title' ? 'asc' : column === 'startDate' ? 'asc' : 'desc' };
}
