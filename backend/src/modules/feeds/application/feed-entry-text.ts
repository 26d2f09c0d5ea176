import type { EventView } from '../../events/contracts/event-view';
import { datesLine } from '../../events/contracts/expected-dates';
import { formatPlace } from '../../events/contracts/place-text';
import { isPriceKnown, priceText } from '../../events/contracts/price-text';

export interface EntryLines {
  /** "17 – 20 Jul 2027", or "Expected late June 2027 — dates to be confirmed". */
  dates: string;
  /** "Hyde Park, London". */
  place: string;
  /** "from £8", "Free", "Price TBC". */
  price: string;
}

/** The lines every feed entry shows, written by the same helpers as the site's cards. */
export function entryLines(view: EventView): EntryLines {
  return {
    dates: datesLine(view),
    place: formatPlace(view.venue, view.city, view.regionName),
    price: view.isFree && !isPriceKnown(view.price) ? 'Free' : priceText(view.price),
  };
}
