import { Response } from 'express';
import { EventPage } from '../application/event-finder';

/** Paged event lists answer with the events as the body and the total in X-Total-Count. */
export function sendPage(res: Response, page: EventPage) {
  res.setHeader('X-Total-Count', String(page.total));
  return page.events;
}
