import { seededRandom } from '../../../../../platform/random/seeded-random';
import { EventDocument, EventSearchQuery } from '../../../application/ports/event-document';
import { syntheticEventDocuments } from '../../../testing/synthetic-event-documents';
import { distanceKm, normalizeEventQuery } from '../event-search.semantics';
import { EventColumns } from './event-columns';

const TODAY = 20_600;

/** What a structured query means, slot by slot (event-search.semantics), without bitsets, bands or memo. */
function matches(doc: EventDocument, query: EventSearchQuery): boolean {
  const q = normalizeEventQuery(query);
  const endDay = Math.max(doc.startDay, doc.endDay);
  if (!q.statuses.includes(doc.status)) return false;
  if (q.fromDay !== undefined && endDay < q.fromDay) return false;
  if (q.toDay !== undefined && doc.startDay > q.toDay) return false;
  if (q.categories?.length && !q.categories.includes(doc.category)) return false;
  if (q.excludeCategories?.includes(doc.category)) return false;
  if (q.regions?.length && !q.regions.includes(doc.region)) return false;
  if (q.excludeRegions?.includes(doc.region)) return false;
  if (q.confirmedDatesOnly && doc.datesConfirmed === false) return false;
  if (q.free !== undefined && doc.isFree !== q.free) return false;
  if (q.outdoor !== undefined && doc.outdoor !== q.outdoor) return false;
  if (q.familyFriendly !== undefined && doc.familyFriendly !== q.familyFriendly) return false;
  if (q.maxPricePence !== undefined && (doc.minPricePence == null || doc.minPricePence < 0 || doc.minPricePence > q.maxPricePence)) return false;
  if (q.near && (!doc.location || distanceKm(q.near.lat, q.near.lon, doc.location.lat, doc.location.lon) > q.near.radiusKm)) return false;
  return true;
}

function filtered(columns: EventColumns, query: EventSearchQuery): number[] {
  const { slots, length } = columns.filter(normalizeEventQuery(query), () => undefined);
  return [...slots.subarray(0, length)].sort((a, b) => a - b);
}

describe('EventColumns.filter', () => {
  // Sizes and shapes as a Smart Search's: dates, places, categories, regions, flags, price (each an exact, memoised bitset).
  const docs = syntheticEventDocuments(9_000, TODAY, 7);
  const rnd = seededRandom(11);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const places = [
    { lat: 51.51, lon: -0.13 },
    { lat: 53.48, lon: -2.24 },
    { lat: 55.95, lon: -3.19 },
    { lat: 51.45, lon: -2.59 },
    { lat: 54.6, lon: -5.93 },
  ];
  const queries: EventSearchQuery[] = [];
  for (let i = 0; i < 120; i++) {
    const q: EventSearchQuery = {};
    const from = TODAY - 400 + Math.floor(rnd() * 1200);
    const shape = i % 6;
    // open-ended, a weekend, a month, a season, a year, none
    if (shape === 0) q.fromDay = from;
    else if (shape === 1) Object.assign(q, { fromDay: from, toDay: from + 2 });
    else if (shape === 2) Object.assign(q, { fromDay: from, toDay: from + 30 });
    else if (shape === 3) Object.assign(q, { fromDay: from, toDay: from + 91 });
    else if (shape === 4) Object.assign(q, { fromDay: from, toDay: from + 365 });
    if (rnd() < 0.5) q.near = { ...pick(places), radiusKm: pick([5, 25, 40, 120]) };
    if (rnd() < 0.3) q.categories = [pick(['music', 'comedy', 'food-drink', 'arts'])];
    if (rnd() < 0.2) q.excludeRegions = [pick(['scotland', 'london', 'wales'])];
    const regions = rnd();
    if (regions < 0.2) q.regions = [pick(['london', 'northwest', 'southwest']), pick(['scotland', 'yorkshire'])];
    else if (regions < 0.35) q.regions = [pick(['london', 'scotland', 'nowhere'])];
    if (rnd() < 0.15) q.free = true;
    if (rnd() < 0.1) q.outdoor = rnd() < 0.5;
    if (rnd() < 0.1) q.familyFriendly = true;
    if (rnd() < 0.15) q.maxPricePence = pick([0, 1500, 5000]);
    if (rnd() < 0.1) q.statuses = ['published', 'expired'];
    queries.push(q);
  }

  it('returns exactly the slots every condition holds for (memoised or not)', () => {
    const columns = new EventColumns();
    docs.forEach((doc, slot) => columns.set(slot, doc));
    for (const q of queries) {
      const expected = docs.map((doc, slot) => (matches(doc, q) ? slot : -1)).filter((s) => s >= 0);
      // counted before the list is built (from the bitsets), and after (from the memoised list)
      expect({ q, count: columns.count(normalizeEventQuery(q), () => undefined) }).toEqual({ q, count: expected.length });
      expect({ q, slots: filtered(columns, q) }).toEqual({ q, slots: expected });
      // the memoised answer is the same list
      expect(filtered(columns, q)).toEqual(expected);
      expect(columns.count(normalizeEventQuery(q), () => undefined)).toBe(expected.length);
    }
  });

  it('keeps text hits in their order, few or many', () => {
    const columns = new EventColumns();
    docs.forEach((doc, slot) => columns.set(slot, doc));
    const order = docs.map((_, slot) => slot).sort(() => rnd() - 0.5);
    for (const size of [50, 900, 5000]) {
      const ids = Int32Array.from(order.slice(0, size));
      for (const q of queries.slice(0, 40)) {
        const { slots, length } = columns.filter(normalizeEventQuery(q), () => undefined, { ids, length: size });
        const expected = [...ids].filter((slot) => matches(docs[slot], q));
        expect({ q, size, slots: [...slots.subarray(0, length)] }).toEqual({ q, size, slots: expected });
      }
    }
  });

  it('never answers one structure from another memoised one', () => {
    const columns = new EventColumns();
    docs.forEach((doc, slot) => columns.set(slot, doc));
    const similar: EventSearchQuery[] = [
      { categories: ['music'] },
      { excludeCategories: ['music'] },
      { categories: ['music', 'comedy'] },
      { categories: ['music|comedy'] },
      { regions: ['music'] },
      { fromDay: TODAY },
      { toDay: TODAY },
      { free: true },
      { free: false },
      { outdoor: true },
      { near: { ...places[0], radiusKm: 25 } },
      { near: { ...places[0], radiusKm: 2.5 } },
    ];
    for (const q of [...similar, ...similar]) {
      const expected = docs.map((doc, slot) => (matches(doc, q) ? slot : -1)).filter((s) => s >= 0);
      expect({ q, slots: filtered(columns, q) }).toEqual({ q, slots: expected });
    }
  });

  it('answers from the current documents after writes (memo and condition bitsets are rebuilt)', () => {
    const columns = new EventColumns();
    const live = [...docs];
    live.forEach((doc, slot) => columns.set(slot, doc));
    const q: EventSearchQuery = { fromDay: TODAY, near: { ...places[0], radiusKm: 40 } };
    filtered(columns, q);
    // move some events to the window and place, delete others, unpublish a few
    for (let slot = 0; slot < 300; slot++) {
      const doc = live[slot];
      if (slot % 3 === 0) {
        live[slot] = { ...doc, startDay: TODAY + 400, endDay: TODAY + 401, location: { lat: 51.5, lon: -0.1 }, status: 'published' };
        columns.set(slot, live[slot]);
      } else if (slot % 3 === 1) {
        live[slot] = { ...doc, status: 'draft' };
        columns.set(slot, live[slot]);
      } else {
        columns.delete(slot);
      }
    }
    const alive = (slot: number) => slot >= 300 || slot % 3 !== 2;
    for (const query of [q, ...queries.slice(0, 30)]) {
      const expected = live.map((doc, slot) => (alive(slot) && matches(doc, query) ? slot : -1)).filter((s) => s >= 0);
      expect(filtered(columns, query)).toEqual(expected);
      expect(columns.count(normalizeEventQuery(query), () => undefined)).toBe(expected.length);
    }
  });
});
