import { EventDocument } from '../application/ports/event-document';
import { EventView, toEventView } from './event-view';

/**
 * Pre-serialised event views. A view is a pure function of the indexed document (replaced, never
 * changed, on every write), the UK day and the category's name, so one view and its JSON text serve
 * every answer that lists the event that day: list bodies are then joined, not stringified again.
 */
const views = new WeakMap<EventDocument, { today: number; categoryName: string | undefined; view: EventView }>();
const texts = new WeakMap<EventView, string>();

/** The public view of a document, shared (frozen) while the document, the day and the name stay the same. */
export function sharedEventView(doc: EventDocument, today: number, categoryName?: string): EventView {
  const hit = views.get(doc);
  if (hit && hit.today === today && hit.categoryName === categoryName) return hit.view;
  const view = Object.freeze(toEventView(doc, today, categoryName)) as EventView;
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
