import { eventNotFound } from '../domain/event.errors';
import { EventFinder } from './event-finder';
import { EventDocument } from './ports/event-document';

/** A published event whose last day has passed counts as expired even before the nightly job marks it. */
export function isExpired(doc: EventDocument, today: number): boolean {
  return doc.status === 'expired' || doc.endDay < today;
}

/** A published or expired event; drafts and removed events are not found. */
export async function loadVisible(finder: EventFinder, id: string): Promise<EventDocument> {
  const doc = await finder.index.get(id);
  if (!doc || (doc.status !== 'published' && doc.status !== 'expired')) throw eventNotFound(id);
  return doc;
}
