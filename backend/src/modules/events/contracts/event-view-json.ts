import { EventDocument } from '../application/ports/event-document';
import { EventView, toEventView } from './event-view';

/**
 * Pre-serialised event views. A view is a pure function of the indexed document (replaced, never
 * changed, on every write), the UK day and the category's name, so one view and its UTF-8 JSON serve
 * every answer that lists the event that day: list bodies are then joined, not stringified again.
 */
const views = new WeakMap<EventDocument, { today: number; categoryName: string | undefined; view: EventView }>();
/** A shared view's UTF-8 JSON, kept on the view itself (a symbol key JSON and Object.keys never see): one lookup less per listed event than a WeakMap. */
const BYTES = Symbol('utf8 json');

/** The public view of a document, shared (frozen) while the document, the day and the name stay the same. */
export function sharedEventView(doc: EventDocument, today: number, categoryName?: string): EventView {
  const hit = views.get(doc);
  if (hit && hit.today === today && hit.categoryName === categoryName) return hit.view;
  const view = toEventView(doc, today, categoryName);
  Object.defineProperty(view, BYTES, { value: Buffer.from(JSON.stringify(view), 'utf8') });
  Object.freeze(view);
  views.set(doc, { today, categoryName, view });
  return view;
}

/** The UTF-8 bytes of JSON.stringify(view), kept on shared views: a body is then copied, not encoded again. */
export function eventViewBytes(view: EventView): Buffer {
  return (view as EventView & { [BYTES]?: Buffer })[BYTES] ?? Buffer.from(JSON.stringify(view), 'utf8');
}

const COMMA = Buffer.from(',');

function listBytes(list: readonly EventView[], before: string, after: string): Buffer {
  const parts: Buffer[] = [Buffer.from(`${before}[`)];
  for (let i = 0; i < list.length; i++) {
    if (i > 0) parts.push(COMMA);
    parts.push(eventViewBytes(list[i]));
  }
  parts.push(Buffer.from(`]${after}`));
  return Buffer.concat(parts);
}

/** Exactly Buffer.from(JSON.stringify(list)). */
export function eventListBytes(list: readonly EventView[]): Buffer {
  return listBytes(list, '', '');
}

/**
 * Exactly Buffer.from(JSON.stringify(answer)); for an object whose first key is `events` (a view list) the views'
 * bytes are copied, any other shape is stringified as usual.
 */
export function answerWithEventsBytes(answer: { events: readonly EventView[] } & object): Buffer {
  const keys = Object.keys(answer);
  if (keys[0] !== 'events' || !Array.isArray(answer.events)) return Buffer.from(JSON.stringify(answer), 'utf8');
  const { events, ...rest } = answer;
  const tail = JSON.stringify(rest);
  return listBytes(events, '{"events":', tail === '{}' ? '}' : `,${tail.slice(1)}`);
}
