import { EventDocument } from '../application/ports/event-document';
import { EventView, toEventView } from './event-view';

/**
 * Pre-serialised event views. A view is a pure function of the indexed document (replaced, never
 * changed, on every write), the UK day and the category's name, so one view and its JSON text serve
 * every answer that lists the event that day: list bodies are then joined, not stringified again.
 */
const views = new WeakMap<EventDocument, { today: number; categoryName: string | undefined; view: EventView }>();
const texts = new WeakMap<EventView, string>();
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

/** JSON.stringify(view), remembered for shared views. */
export function eventViewJson(view: EventView): string {
  let text = texts.get(view);
  if (text === undefined) {
    text = JSON.stringify(view);
    if (Object.isFrozen(view)) texts.set(view, text);
  }
  return text;
}

/** Exactly JSON.stringify(views). */
export function eventListJson(list: readonly EventView[]): string {
  let out = '[';
  for (let i = 0; i < list.length; i++) out += (i === 0 ? '' : ',') + eventViewJson(list[i]);
  return out + ']';
}

/**
 * Exactly JSON.stringify(answer) for an object whose first key is `events` (a view list); any other
 * shape is stringified as usual.
 */
export function answerWithEventsJson(answer: { events: readonly EventView[] } & object): string {
  const keys = Object.keys(answer);
  if (keys[0] !== 'events' || !Array.isArray(answer.events)) return JSON.stringify(answer);
  const { events, ...rest } = answer;
  const tail = JSON.stringify(rest);
  return `{"events":${eventListJson(events)}${tail === '{}' ? '}' : `,${tail.slice(1)}`}`;
}

/** The UTF-8 bytes of eventViewJson(view), remembered for shared views: a body is then copied, not encoded again. */
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

/** Exactly Buffer.from(eventListJson(list)). */
export function eventListBytes(list: readonly EventView[]): Buffer {
  return listBytes(list, '', '');
}

/** Exactly Buffer.from(answerWithEventsJson(answer)). */
export function answerWithEventsBytes(answer: { events: readonly EventView[] } & object): Buffer {
  const keys = Object.keys(answer);
  if (keys[0] !== 'events' || !Array.isArray(answer.events)) return Buffer.from(JSON.stringify(answer), 'utf8');
  const { events, ...rest } = answer;
  const tail = JSON.stringify(rest);
  return listBytes(events, '{"events":', tail === '{}' ? '}' : `,${tail.slice(1)}`);
}
