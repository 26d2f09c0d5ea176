/**
 * The data-quality rules the read model evaluates itself, because they need more than one document
 * (duplicates) or today's date (past but still published). Document rules arrive precomputed in
 * `EventDocument.problems`. The codes match the events module's rule list (domain/event-quality.ts).
 */
import { AdminEventQuery, EventStatus } from '../../application/ports/event-document';
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from './event-search.semantics';

export const DUPLICATE_PROBLEM = 'duplicate';
export const PAST_PUBLISHED_PROBLEM = 'past-but-published';
/** Only these statuses are checked; expired and removed events never have problems. */
export const CHECKED_STATUSES: EventStatus[] = ['draft', 'published'];
export const ALL_STATUSES: EventStatus[] = ['draft', 'published', 'expired', 'removed'];

export function isChecked(status: EventStatus): boolean {
  return status === 'draft' || status === 'published';
}

/** Title + start date, ignoring case, punctuation and spacing: two checked events with one key are probably one. */
export function duplicateKeyOf(doc: { title: string; startDate: string }): string {
  return `${doc.title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}|${doc.startDate}`;
}

export interface NormalizedAdminQuery extends AdminEventQuery {
  text: string | undefined;
  statuses: EventStatus[];
  sort: NonNullable<AdminEventQuery['sort']>;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export function normalizeAdminQuery(q: AdminEventQuery): NormalizedAdminQuery {
  const text = q.text?.trim() || undefined;
  const sort = q.sort === 'relevance' && !text ? 'updated' : (q.sort ?? (text ? 'relevance' : 'updated'));
  return {
    ...q,
    text,
    statuses: q.statuses && q.statuses.length > 0 ? q.statuses : ALL_STATUSES,
    sort,
    order: q.order ?? (sort === 'updated' || sort === 'relevance' ? 'desc' : 'asc'),
    offset: Math.max(0, Math.floor(q.offset ?? 0)),
    limit: Math.min(MAX_SEARCH_LIMIT, Math.max(0, Math.floor(q.limit ?? DEFAULT_SEARCH_LIMIT))),
  };
}
