import { DomainError } from '../../../../platform/domain/domain-error';
import { firstDayOfMonth, lastDayOfMonth } from '../../../../platform/time/uk-days';
import { EventSearchQuery } from '../../application/ports/event-document';
import { REGIONS } from '../../contracts/regions';
import { monthRange, timeFilterRange, TimeFilterValue } from '../../domain/time-filters';
import { SearchEventsParams } from './search-events.query';

const PRICE_RANGES: Record<string, Pick<EventSearchQuery, 'free' | 'maxPricePence'>> = {
  free: { free: true },
  'under-25': { maxPricePence: 2500 },
  'under-50': { maxPricePence: 5000 },
  'under-100': { maxPricePence: 10000 },
};
export const PRICE_RANGE_VALUES = Object.keys(PRICE_RANGES);

export type SearchCriteria = Omit<SearchEventsParams, 'page' | 'limit' | 'sortBy'>;

/**
 * What a standard search asks of the read model, paging and order aside. The search page and the feeds of a
 * search (FollowedEventsQuery) both build their read-model query here, so a feed lists exactly what the page does.
 */
export function searchCriteria(p: SearchCriteria, today: number): EventSearchQuery {
  const query: EventSearchQuery = { statuses: ['published'], fromDay: today, typoTolerance: 1 };
  const words: string[] = p.q ? [p.q] : [];
  if (p.category && !/^all( categories)?$/i.test(p.category)) query.categories = [p.category];
  if (p.region) query.regions = [p.region];
  if (p.location) {
    const region = REGIONS.find((r) => [r.value, r.label.toLowerCase()].includes(p.location!.toLowerCase()));
    if (region) query.regions = [region.value];
    // a town filters, it does not join the text: as one more word it only ranked, and "festival" + "Edinburgh"
    // answered with every festival in the country
    else query.cities = [p.location];
  }
  if (p.month) {
    const range = monthRange(p.month, today);
    if (!range) throw new DomainError('SEARCH.INVALID_MONTH', 'invalid', 'month must be 1–12, a month name, or YYYY-MM.');
    Object.assign(query, { fromDay: range.fromDay, toDay: range.toDay });
  }
  if (p.timeFilter) Object.assign(query, pick(timeFilterRange(p.timeFilter as TimeFilterValue, today)));
  if (p.year) Object.assign(query, { fromDay: Math.max(today, firstDayOfMonth(p.year, 1)), toDay: lastDayOfMonth(p.year, 12) });
  if (p.priceRange) Object.assign(query, PRICE_RANGES[p.priceRange]);
  if (p.access?.length) query.access = p.access;
  if (words.length) query.text = words.join(' ');
  return query;
}

const pick = ({ fromDay, toDay }: { fromDay: number; toDay: number }) => ({ fromDay, toDay });
