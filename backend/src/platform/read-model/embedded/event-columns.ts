/**
 * Column store beside the Orama text index: one typed-array slot per event (slot = Orama internal
 * id), so filters, facets and sorts are tight loops over 50k integers instead of per-hit object work.
 */
import { EventDocument, EventStatus } from '../event-document';
import { NormalizedEventQuery, distanceKm, yearsOf } from '../event-search.semantics';

const STATUS_CODES: Record<EventStatus, number> = { draft: 0, published: 1, expired: 2, removed: 3 };
const FREE = 1;
const FEATURED = 2;
const FAMILY = 4;
const OUTDOOR = 8;
const CAMPING = 16;
const HAS_LOCATION = 32;

/** String ↔ small integer codes for one field. */
class Dictionary {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [];
  code(value: string): number {
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.values.length;
      this.codes.set(value, c);
      this.values.push(value);
    }
    return c;
  }
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
  /** Lookup table for an any-of filter; unknown values simply match nothing. */
  mask(values: string[], normalise: (v: string) => string = (v) => v): Uint8Array {
    const m = new Uint8Array(this.values.length + 1);
    for (const v of values) {
      const c = this.codes.get(normalise(v));
      if (c !== undefined) m[c] = 1;
    }
    return m;
  }
}

export type SlotPredicate = (slot: number) => boolean;

export class EventColumns {
  private capacity = 0;
  /** One past the highest slot ever used. */
  size = 0;
  liveCount = 0;
  docs: (EventDocument | undefined)[] = [];
  titleKey: string[] = [];
  alive = new Uint8Array(0);
  startDay = new Int32Array(0);
  endDay = new Int32Array(0);
  /** -1 = no known price. */
  price = new Int32Array(0);
  flags = new Uint8Array(0);
  status = new Uint8Array(0);
  category = new Int32Array(0);
  region = new Int32Array(0);
  city = new Int32Array(0);
  lat = new Float64Array(0);
  lon = new Float64Array(0);
  firstYear = new Int16Array(0);
  lastYear = new Int16Array(0);
  tags: Int32Array[] = [];
  embeddings: (Float32Array | undefined)[] = [];
  embeddingNorms = new Float64Array(0);
  readonly categories = new Dictionary();
  readonly regions = new Dictionary();
  readonly cities = new Dictionary();
  readonly tagDict = new Dictionary();

  set(slot: number, doc: EventDocument): void {
    this.grow(slot + 1);
    if (!this.alive[slot]) this.liveCount++;
    this.alive[slot] = 1;
    this.size = Math.max(this.size, slot + 1);
    this.docs[slot] = doc;
    this.titleKey[slot] = doc.title.toLowerCase();
    this.startDay[slot] = doc.startDay;
    this.endDay[slot] = Math.max(doc.startDay, doc.endDay);
    this.price[slot] = doc.minPricePence ?? -1;
    this.flags[slot] =
      (doc.isFree ? FREE : 0) |
      (doc.featured ? FEATURED : 0) |
      (doc.familyFriendly ? FAMILY : 0) |
      (doc.outdoor ? OUTDOOR : 0) |
      (doc.camping ? CAMPING : 0) |
      (doc.location ? HAS_LOCATION : 0);
    this.status[slot] = STATUS_CODES[doc.status] ?? 0;
    this.category[slot] = this.categories.code(doc.category);
    this.region[slot] = this.regions.code(doc.region);
    this.city[slot] = this.cities.code(doc.city.toLowerCase());
    this.lat[slot] = doc.location?.lat ?? 0;
    this.lon[slot] = doc.location?.lon ?? 0;
    const years = yearsOf(doc.startDay, doc.endDay);
    this.firstYear[slot] = years[0];
    this.lastYear[slot] = years[years.length - 1];
    this.tags[slot] = Int32Array.from(doc.tags, (t) => this.tagDict.code(t));
    if (doc.embedding && doc.embedding.length > 0) {
      const v = Float32Array.from(doc.embedding);
      this.embeddings[slot] = v;
      this.embeddingNorms[slot] = Math.sqrt(dot(v, v));
    } else {
      this.embeddings[slot] = undefined;
      this.embeddingNorms[slot] = 0;
    }
  }

  delete(slot: number): void {
    if (slot >= this.size || !this.alive[slot]) return;
    this.alive[slot] = 0;
    this.liveCount--;
    this.docs[slot] = undefined;
    this.embeddings[slot] = undefined;
  }

  /** Compiles the structured part of a query into one predicate over slots. */
  compile(q: NormalizedEventQuery, slotOf: (id: string) => number | undefined): SlotPredicate {
    const { alive, status, category, region, city, startDay, endDay, price, flags, lat, lon, tags } = this;
    let statusMask = 0;
    for (const s of q.statuses) statusMask |= 1 << (STATUS_CODES[s] ?? 0);
    const categoryMask = q.categories?.length ? this.categories.mask(q.categories) : null;
    const regionMask = q.regions?.length ? this.regions.mask(q.regions) : null;
    const cityMask = q.cities?.length ? this.cities.mask(q.cities, (c) => c.toLowerCase()) : null;
    const fromDay = q.fromDay ?? -Infinity;
    const toDay = q.toDay ?? Infinity;
    const maxPrice = q.maxPricePence ?? null;
    let flagMask = 0;
    let flagWant = 0;
    const flag = (value: boolean | undefined, bit: number) => {
      if (value === undefined) return;
      flagMask |= bit;
      if (value) flagWant |= bit;
    };
    flag(q.free, FREE);
    flag(q.featured, FEATURED);
    flag(q.familyFriendly, FAMILY);
    flag(q.outdoor, OUTDOOR);
    flag(q.camping, CAMPING);
    let requiredTags: number[] | null = null;
    if (q.tags?.length) {
      requiredTags = [];
      for (const t of q.tags) requiredTags.push(this.tagDict.find(t) ?? -1);
    }
    let excluded: Set<number> | null = null;
    if (q.excludeIds?.length) {
      excluded = new Set();
      for (const id of q.excludeIds) {
        const s = slotOf(id);
        if (s !== undefined) excluded.add(s);
      }
    }
    const near = q.near;
    // Bounding box first so the haversine only runs near the circle.
    const latDelta = near ? near.radiusKm / 110.574 : 0;
    const lonDelta = near ? near.radiusKm / (111.32 * Math.max(0.01, Math.cos((near.lat * Math.PI) / 180))) : 0;
    return (s) => {
      if (!alive[s]) return false;
      if (!(statusMask & (1 << status[s]))) return false;
      if (categoryMask && !categoryMask[category[s]]) return false;
      if (regionMask && !regionMask[region[s]]) return false;
      if (cityMask && !cityMask[city[s]]) return false;
      if (endDay[s] < fromDay || startDay[s] > toDay) return false;
      if (maxPrice !== null && (price[s] < 0 || price[s] > maxPrice)) return false;
      if ((flags[s] & flagMask) !== flagWant) return false;
      if (requiredTags) {
        const own = tags[s];
        for (const t of requiredTags) if (own.indexOf(t) < 0) return false;
      }
      if (excluded && excluded.has(s)) return false;
      if (near) {
        if (!(flags[s] & HAS_LOCATION)) return false;
        if (Math.abs(lat[s] - near.lat) > latDelta || Math.abs(lon[s] - near.lon) > lonDelta) return false;
        if (distanceKm(near.lat, near.lon, lat[s], lon[s]) > near.radiusKm) return false;
      }
      return true;
    };
  }

  /** Cosine similarity of a slot's embedding with `vector` (0 when the event has none). */
  cosine(slot: number, vector: Float32Array, vectorNorm: number): number {
    const v = this.embeddings[slot];
    if (!v || v.length !== vector.length || vectorNorm === 0 || this.embeddingNorms[slot] === 0) return 0;
    return dot(v, vector) / (vectorNorm * this.embeddingNorms[slot]);
  }

  private grow(size: number): void {
    if (size <= this.capacity) return;
    const cap = Math.max(size, this.capacity * 2, 1024);
    const g = <T extends Int32Array | Uint8Array | Float64Array | Int16Array>(a: T, make: (n: number) => T): T => {
      const b = make(cap);
      b.set(a);
      return b;
    };
    this.alive = g(this.alive, (n) => new Uint8Array(n));
    this.startDay = g(this.startDay, (n) => new Int32Array(n));
    this.endDay = g(this.endDay, (n) => new Int32Array(n));
    this.price = g(this.price, (n) => new Int32Array(n));
    this.flags = g(this.flags, (n) => new Uint8Array(n));
    this.status = g(this.status, (n) => new Uint8Array(n));
    this.category = g(this.category, (n) => new Int32Array(n));
    this.region = g(this.region, (n) => new Int32Array(n));
    this.city = g(this.city, (n) => new Int32Array(n));
    this.lat = g(this.lat, (n) => new Float64Array(n));
    this.lon = g(this.lon, (n) => new Float64Array(n));
    this.firstYear = g(this.firstYear, (n) => new Int16Array(n));
    this.lastYear = g(this.lastYear, (n) => new Int16Array(n));
    this.embeddingNorms = g(this.embeddingNorms, (n) => new Float64Array(n));
    this.capacity = cap;
  }
}

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}
