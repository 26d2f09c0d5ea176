/**
 * The mobile filter chips: which URL search values each chip sets, and how those become API parameters.
 * The URL is the state (so a filtered list can be shared and Back undoes a chip); the router parses it.
 */
import type { EventSearchParams } from '../../lib/api/events/search-events';
import type { ListFilters } from '../../lib/search-params';

export type MobileFilterId = 'this-week' | 'free' | 'this-weekend' | 'nearby';

export const MOBILE_FILTERS: readonly { id: MobileFilterId; label: string }[] = [
  { id: 'this-week', label: 'This Week' },
  { id: 'free', label: 'Free Events' },
  { id: 'this-weekend', label: 'This Weekend' },
  { id: 'nearby', label: 'Nearby' },
];

export function isFilterOn(id: MobileFilterId, filters: ListFilters): boolean {
  switch (id) {
    case 'this-week':
      return filters.timeFilter === 'this-week' && !filters.weekend;
    case 'this-weekend':
      return Boolean(filters.weekend);
    case 'free':
      return filters.priceRange === 'free';
    case 'nearby':
      return Boolean(filters.region);
  }
}

export const hasActiveFilters = (filters: ListFilters) => MOBILE_FILTERS.some((f) => isFilterOn(f.id, filters));

/** Any list filter in the URL, a chip's or not ("See what is on this month" sets a time filter no chip shows). */
export const hasListFilters = (filters: ListFilters) => hasActiveFilters(filters) || Boolean(filters.timeFilter || filters.priceRange || filters.region);

/**
 * The search values after tapping a chip. This Week and This Weekend exclude each other; Nearby needs the region
 * nearest to the visitor (worked out by the caller) to switch on.
 */
export function toggleFilter(id: MobileFilterId, filters: ListFilters, nearbyRegion?: string): ListFilters {
  const on = isFilterOn(id, filters);
  switch (id) {
    case 'this-week':
      return { ...filters, timeFilter: on ? undefined : 'this-week', weekend: undefined };
    case 'this-weekend':
      return { ...filters, timeFilter: undefined, weekend: on ? undefined : true };
    case 'free':
      return { ...filters, priceRange: on ? undefined : 'free' };
    case 'nearby':
      return { ...filters, region: on ? undefined : nearbyRegion };
  }
}

/** API parameters of the filters. The API has no weekend filter: this week is asked for and narrowed afterwards. */
export function filterParams(filters: ListFilters): Pick<EventSearchParams, 'timeFilter' | 'priceRange' | 'region'> {
  return {
    timeFilter: filters.weekend ? 'this-week' : filters.timeFilter,
    priceRange: filters.priceRange,
    region: filters.region,
  };
}

// Built on first use (only with the weekend chip on): the first Intl formatter costs ~100 ms on a slow phone.
let ukDay: Intl.DateTimeFormat | undefined;

/** The UK calendar day ("YYYY-MM-DD") of an instant, or of a date-only value as written. */
export function toUkDay(value: string | Date): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  ukDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
  return ukDay.format(date);
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The rest of this week's Friday-to-Sunday (weeks run Monday to Sunday, as the API's "this-week"). */
export function weekendRange(now: Date = new Date()): { from: string; to: string } {
  const today = toUkDay(now)!;
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const friday = addDays(today, 4 - weekday);
  return { from: friday > today ? friday : today, to: addDays(today, 6 - weekday) };
}

/** Whether an event runs on any day of the range. Events without a start date are left out. */
export function runsWithin(event: { startDate?: string | null; endDate?: string | null }, range: { from: string; to: string }): boolean {
  const start = event.startDate ? toUkDay(event.startDate) : null;
  if (!start) return false;
  const end = (event.endDate ? toUkDay(event.endDate) : null) ?? start;
  return start <= range.to && end >= range.from;
}

/** The region whose centre is nearest to a position (plain distance on lat/long is fine at UK scale). */
export function nearestRegion(
  regions: readonly { value: string; latitude?: number | null; longitude?: number | null }[],
  position: { latitude: number; longitude: number },
): string | undefined {
  let best: { value: string; d: number } | undefined;
  const cos = Math.cos((position.latitude * Math.PI) / 180);
  for (const r of regions) {
    if (typeof r.latitude !== 'number' || typeof r.longitude !== 'number') continue;
    const d = (r.latitude - position.latitude) ** 2 + ((r.longitude - position.longitude) * cos) ** 2;
    if (!best || d < best.d) best = { value: r.value, d };
  }
  return best?.value;
}
