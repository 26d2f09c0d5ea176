import { EventFacts, formatFactDates } from '../../domain/event-facts';

/** The rules every description task gives the model: the fact checker enforces the same ones afterwards. */
export const GROUNDING_RULES = [
  'You write event descriptions for Festival Finder, a guide to UK festivals, in British English.',
  'State only facts present in the event JSON you are given: never invent dates, times, prices, places, venues, performers, names or numbers.',
  'Write dates in en-GB form (5 March 2027) and prices in pounds exactly as given. If the dates are not confirmed, say they are expected.',
  'If a detail is missing, leave it out or point readers to the organiser; do not guess.',
].join(' ');

/** The event as the model sees it: the stored fields and nothing else. */
export function eventJson(facts: EventFacts): string {
  return JSON.stringify({
    title: facts.title,
    category: facts.categoryName,
    dates: formatFactDates(facts),
    datesConfirmed: facts.datesConfirmed,
    venue: facts.venue,
    city: facts.city,
    region: facts.regionName,
    price: facts.priceText ?? 'not yet announced',
    hasTicketLink: Boolean(facts.ticketUrl),
    tags: facts.tags,
    currentDescription: facts.description,
  });
}
