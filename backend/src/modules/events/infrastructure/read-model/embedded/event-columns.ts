/**
 * Column store beside the Orama text index: one typed-array slot per event (slot = Orama internal
 * id), so filters, facets and sorts are tight loops over 50k integers instead of per-hit object work.
 */
import { EventDocument, EventStatus } from '../../../application/ports/event-document';
import { DUPLICATE_PROBLEM, PAST_PUBLISHED_PROBLEM, duplicateKeyOf } from '../event-quality.semantics';
import { NormalizedEventQuery, distanceKm } from '../event-search.semantics';
import { yearOfDay } from '../../../../../platform/time/uk-days';
import { ACCESS_TOKENS } from '../../../contracts/accessibility.schema';

/** One bit per accessibility fact token (effective 'yes'), in the contract's order. */
const ACCESS_BIT = new Map<string, number>(ACCESS_TOKENS.map((t, i) => [t, 1 << i]));

export const STATUS_CODES: Record<EventStatus, number> = { draft: 0, published: 1, expired: 2, removed: 3 };
/** Problem bits: the two read-model rules first, then document problems in order of first sight (32 codes at most). */
export const DUPLICATE_BIT = 1;
export const PAST_PUBLISHED_BIT = 2;
const MAX_PROBLEM_CODES = 32;
const FREE = 1;
const FEATURED = 2;
const FAMILY = 4;
const OUTDOOR = 8;
const CAMPING = 16;
const HAS_LOCATION = 32;
const DATES_CONFIRMED = 64;

/** String ↔ small integer codes for one field. */
class Dictionary {
  /**
   * Code by value, made on first use after `seed`: a restore seeds 250,000 duplicate keys at 250,000 events, and
   * until an event is written nothing looks one up by value (reads go by code).
   */
  private byValue: Map<string, number> | null = new Map();
  readonly values: string[] = [];

  /** Adds a snapshot's values in their code order (into an empty dictionary without looking any up). */
  seed(values: readonly string[]): void {
    if (this.values.length > 0) {
      for (const v of values) this.code(v);
      return;
    }
    for (const v of values) this.values.push(v);
    this.byValue = null;
  }

  private get codes(): Map<string, number> {
    if (this.byValue === null) {
      this.byValue = new Map();
      this.values.forEach((v, c) => this.byValue!.set(v, c));
    }
    return this.byValue;
  }

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
  /** Any-of `include` (all values when empty) minus `exclude`; null when neither narrows anything. */
  maskExcept(include: string[] | undefined, exclude: string[] | undefined): Uint8Array | null {
    if (!include?.length && !exclude?.length) return null;
    const m = include?.length ? this.mask(include) : new Uint8Array(this.values.length + 1).fill(1);
    for (const v of exclude ?? []) {
      const c = this.codes.get(v);
      if (c !== undefined) m[c] = 0;
    }
    return m;
  }
}

/** A query's conditions as conditionsOf returns them. */
interface Conditions {
  ops: Uint32Array[] | null;
  statusMask: number;
  catMask: Uint8Array | null;
  regMask: Uint8Array | null;
  firstWords: Int32Array | null;
}
/** `ops` null: no slot can match (callers read nothing else). */
const NOTHING_MATCHES: Conditions = Object.freeze({ ops: null, statusMask: 0, catMask: null, regMask: null, firstWords: null });

/** A memoised condition: its slots as a bitset, how many, and which words are not zero. */
interface ConditionBits {
  bits: Uint32Array;
  count: number;
  words: Int32Array;
}

export interface SlotList {
  slots: Int32Array;
  length: number;
  /** The same slots as a bitset, when the filter made one anyway (a page in date order then tests membership in it). */
  bits?: Uint32Array;
}

/**
 * Filter results kept until the next write, the oldest dropped first (hits do not reorder the memo: a delete and
 * re-insert per hit cost more than recomputing the rare evicted list still in use): a Smart Search plan's
 * passes and its count share one structure, and different queries share places, dates and
 * categories ("jazz in Leeds this weekend", "folk in Leeds this weekend"). Bounded by entries and by
 * slots held (4 bytes each). 0 disables it (to measure the filters themselves).
 */
const MEMO_SIZE: number = 512;
/** Documents of a restored index kept parsed once read (about 25 MB). */
const PARSED_KEPT = 16_384;
const MEMO_MAX_SLOTS = 4_000_000;
/** A count's slot list is kept when this short (writing a long one costs more than the count; searches of those are rarer). */
const REMEMBER_COUNTED_UP_TO = 4_096;
/**
 * Exact bitsets of one condition each (a date window, a near circle, a price ceiling, a flag), kept
 * until the next write: queries repeat them ("from today", "this weekend", "near Leeds"), so a filter
 * is a few word-wise ANDs over the slots instead of per-slot checks. 6 KB each at 50,000 slots.
 */
const CONDITION_MEMO_SIZE = 256;
/** Below this share of non-zero words, the sparsest condition's non-zero words lead the AND (see matchAll). */
const SPARSE_FROM = 0.6;

/**
 * Slot bitsets per value of a field (status, category, region), kept on set/delete, so a filter starts from
 * the (usually small) set of slots that can match instead of every slot.
 */
class SlotBits {
  readonly byCode = new Map<number, Uint32Array>();
  private words = 0;
  grow(words: number): void {
    for (const [c, old] of this.byCode) {
      const b = new Uint32Array(words);
      b.set(old);
      this.byCode.set(c, b);
    }
    this.words = words;
  }
  add(code: number, slot: number): void {
    let b = this.byCode.get(code);
    if (!b) this.byCode.set(code, (b = new Uint32Array(this.words)));
    b[slot >>> 5] |= 1 << (slot & 31);
  }
  remove(code: number, slot: number): void {
    const b = this.byCode.get(code);
    if (b) b[slot >>> 5] &= ~(1 << (slot & 31));
  }
  /** acc |= every bitset whose code is wanted. */
  orInto(acc: Uint32Array, wanted: (code: number) => boolean, words: number): void {
    for (const [c, b] of this.byCode) {
      if (!wanted(c)) continue;
      for (let w = 0; w < words; w++) acc[w] |= b[w];
    }
  }
  /**
   * acc &= (union of the wanted codes); no wanted code empties acc. A slot holds exactly one code per
   * field, so when fewer codes are unwanted, clearing their bits gives the same set. Either way one
   * pass per bitset read, over the smaller side.
   */
  andInto(acc: Uint32Array, wanted: (code: number) => boolean, words: number, scratch: Uint32Array): void {
    const hit: Uint32Array[] = [];
    const miss: Uint32Array[] = [];
    for (const [c, b] of this.byCode) (wanted(c) ? hit : miss).push(b);
    if (hit.length === 0) {
      acc.fill(0, 0, words);
    } else if (hit.length === 1) {
      const b = hit[0];
      for (let w = 0; w < words; w++) acc[w] &= b[w];
    } else if (miss.length < hit.length) {
      for (const b of miss) for (let w = 0; w < words; w++) acc[w] &= ~b[w];
    } else {
      scratch.fill(0, 0, words);
      for (const b of hit) for (let w = 0; w < words; w++) scratch[w] |= b[w];
      for (let w = 0; w < words; w++) acc[w] &= scratch[w];
    }
  }
}

/** The live documents of a columns snapshot, in slot order: the document itself, or else its JSON in `texts`. */
export interface SnapshotDocuments {
  slots: Int32Array;
  parsed: (EventDocument | undefined)[];
  texts: Buffer;
  starts: Int32Array;
  ends: Int32Array;
}

/** What EventColumns.snapshot() copies out: per-slot arrays up to `size`, tags flattened, title keys and documents per live slot. */
export interface ColumnsSnapshot {
  size: number;
  alive: Uint8Array;
  startDay: Int32Array;
  endDay: Int32Array;
  price: Int32Array;
  flags: Uint8Array;
  access: Uint16Array;
  status: Uint8Array;
  category: Int32Array;
  region: Int32Array;
  city: Int32Array;
  lat: Float64Array;
  lon: Float64Array;
  firstYear: Int16Array;
  lastYear: Int16Array;
  updatedAt: Float64Array;
  problemBits: Uint32Array;
  dupKey: Int32Array;
  embeddingNorms: Float64Array;
  tagCounts: Int32Array;
  tags: Int32Array;
  titleKey: string[];
  dimensions: number;
  vectors: Float32Array;
  /** The model of the vectors (of the first document that has one), null without vectors. */
  embeddingModel: string | null;
  docs: SnapshotDocuments;
}

export interface ColumnDictionaries {
  dupKeys: string[];
  problemCodes: string[];
  categories: string[];
  regions: string[];
  cities: string[];
  tags: string[];
}

export class EventColumns {
  private capacity = 0;
  /** One past the highest slot ever used. */
  size = 0;
  liveCount = 0;
  /** Documents read (or written) since the index was made or restored, by slot; see docAt. */
  private parsed: (EventDocument | undefined)[] = [];
  /**
   * A restored snapshot's documents as their JSON (ASCII), `texts[textStart[slot]..textEnd[slot]]`, parsed when first
   * read: parsing 250,000 documents was most of a start, and most are not read before the next restart.
   */
  private texts: Buffer = Buffer.alloc(0);
  private textStart = new Int32Array(0);
  private textEnd = new Int32Array(0);
  titleKey: string[] = [];
  alive = new Uint8Array(0);
  startDay = new Int32Array(0);
  endDay = new Int32Array(0);
  /** -1 = no known price. */
  price = new Int32Array(0);
  flags = new Uint8Array(0);
  /** Accessibility facts stated 'yes' (ACCESS_BIT). */
  access = new Uint16Array(0);
  status = new Uint8Array(0);
  category = new Int32Array(0);
  region = new Int32Array(0);
  city = new Int32Array(0);
  lat = new Float64Array(0);
  lon = new Float64Array(0);
  firstYear = new Int16Array(0);
  lastYear = new Int16Array(0);
  tags: Int32Array[] = [];
  /**
   * Every slot's vector of meaning, one after the other (`dimensions` numbers each), so ranking by vector reads one
   * array in order; documents are kept without theirs (250,000 small arrays cost 50 MB more than their numbers).
   * A slot without a vector (or with one of another length, from another model) has norm 0.
   */
  vectors = new Float32Array(0);
  dimensions = 0;
  embeddingNorms = new Float64Array(0);
  /** updatedAt as epoch milliseconds (admin sort). */
  updatedAt = new Float64Array(0);
  /** Document problems as bits of `problemCodes` (0 for statuses that are not checked). */
  problemBits = new Uint32Array(0);
  /** Duplicate key code per slot, and how many checked events share each key. */
  dupKey = new Int32Array(0);
  readonly dupCount: number[] = [];
  readonly dupKeys = new Dictionary();
  readonly problemCodes = new Dictionary();
  readonly categories = new Dictionary();
  readonly regions = new Dictionary();
  readonly cities = new Dictionary();
  readonly tagDict = new Dictionary();
  private readonly statusBits = new SlotBits();
  private readonly categoryBits = new SlotBits();
  private readonly regionBits = new SlotBits();
  private memo = new Map<string, SlotList>();
  private memoSlots = 0;
  private conditions = new Map<string, ConditionBits>();
  /** Bitsets reused by every filter (filters run synchronously, one at a time; results are copied out). */
  private scratchAcc = new Uint32Array(0);
  private scratchAny = new Uint32Array(0);
  private scratchSlots = new Int32Array(0);
  /** Bumped on every set/delete: derived structures (e.g. sorted orders) compare it to know they are stale. */
  writes = 0;

  /** Slots whose document was parsed from `texts`, a ring: the oldest goes back to its text when a new one is read. */
  private readonly recentlyParsed: Int32Array;
  private recentAt = 0;

  constructor(parsedKept = PARSED_KEPT) {
    this.recentlyParsed = new Int32Array(Math.max(1, parsedKept)).fill(-1);
    this.problemCodes.code(DUPLICATE_PROBLEM);
    this.problemCodes.code(PAST_PUBLISHED_PROBLEM);
  }

  /** The dictionaries' values in code order: a snapshot restores them first so every code (and facet order) is as before. */
  dictionaryValues(): ColumnDictionaries {
    const d = this.dictionaries();
    return Object.fromEntries(Object.entries(d).map(([name, dict]) => [name, [...dict.values]])) as unknown as ColumnDictionaries;
  }

  seedDictionaries(values: ColumnDictionaries): void {
    const d = this.dictionaries();
    for (const name of Object.keys(d) as (keyof ColumnDictionaries)[]) d[name].seed(values[name] ?? []);
  }

  private dictionaries(): Record<keyof ColumnDictionaries, Dictionary> {
    return {
      dupKeys: this.dupKeys,
      problemCodes: this.problemCodes,
      categories: this.categories,
      regions: this.regions,
      cities: this.cities,
      tags: this.tagDict,
    };
  }

  /** Indexes `doc` at `slot`. */
  set(slot: number, doc: EventDocument): void {
    this.grow(slot + 1);
    this.clearMemo();
    this.writes++;
    if (!this.alive[slot]) this.liveCount++;
    else this.unindex(slot);
    this.alive[slot] = 1;
    this.size = Math.max(this.size, slot + 1);
    this.parsed[slot] = this.keepVector(slot, doc);
    this.textEnd[slot] = this.textStart[slot];
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
      (doc.location ? HAS_LOCATION : 0) |
      (doc.datesConfirmed === false ? 0 : DATES_CONFIRMED);
    let access = 0;
    for (const token of doc.access ?? []) access |= ACCESS_BIT.get(token) ?? 0;
    this.access[slot] = access;
    this.status[slot] = STATUS_CODES[doc.status] ?? 0;
    this.category[slot] = this.categories.code(doc.category);
    this.region[slot] = this.regions.code(doc.region);
    this.statusBits.add(this.status[slot], slot);
    this.categoryBits.add(this.category[slot], slot);
    this.regionBits.add(this.region[slot], slot);
    this.city[slot] = this.cities.code(doc.city.toLowerCase());
    this.lat[slot] = doc.location?.lat ?? 0;
    this.lon[slot] = doc.location?.lon ?? 0;
    this.firstYear[slot] = yearOfDay(doc.startDay);
    this.lastYear[slot] = yearOfDay(Math.max(doc.startDay, doc.endDay));
    const tags = new Int32Array(doc.tags.length);
    for (let i = 0; i < tags.length; i++) tags[i] = this.tagDict.code(doc.tags[i]);
    this.tags[slot] = tags;
    this.updatedAt[slot] = Date.parse(doc.updatedAt) || 0;
    const checked = this.status[slot] <= STATUS_CODES.published;
    let bits = 0;
    if (checked) {
      for (const p of doc.problems ?? []) {
        const code = this.problemCodes.code(p);
        if (code < MAX_PROBLEM_CODES) bits |= 1 << code;
      }
    }
    this.problemBits[slot] = bits;
    const key = this.dupKeys.code(duplicateKeyOf(doc));
    this.dupKey[slot] = key;
    if (checked) this.dupCount[key] = (this.dupCount[key] ?? 0) + 1;
  }

  /** Writes the document's vector into `vectors` and returns the document without it. */
  private keepVector(slot: number, doc: EventDocument): EventDocument {
    const vector = doc.embedding;
    if (!vector || vector.length === 0) {
      this.embeddingNorms[slot] = 0;
      return doc;
    }
    // a new model's vectors replace the old ones (the projection embeds every event again when the model changes)
    if (vector.length !== this.dimensions) this.resetVectors(vector.length);
    const at = slot * this.dimensions;
    this.vectors.set(vector, at);
    let sum = 0;
    for (let d = 0; d < this.dimensions; d++) sum += this.vectors[at + d] * this.vectors[at + d];
    this.embeddingNorms[slot] = Math.sqrt(sum);
    const { embedding: _kept, ...rest } = doc;
    return rest;
  }

  private resetVectors(dimensions: number): void {
    this.dimensions = dimensions;
    this.vectors = new Float32Array(this.capacity * dimensions);
    this.embeddingNorms.fill(0);
  }

  /** The slot's document with (a copy of) its vector, as it was given. */
  documentAt(slot: number): EventDocument | undefined {
    const doc = this.docAt(slot);
    if (!doc || this.embeddingNorms[slot] === 0) return doc;
    return { ...doc, embedding: this.vectors.slice(slot * this.dimensions, (slot + 1) * this.dimensions) };
  }

  delete(slot: number): void {
    if (slot >= this.size || !this.alive[slot]) return;
    this.clearMemo();
    this.writes++;
    this.unindex(slot);
    this.alive[slot] = 0;
    this.liveCount--;
    this.parsed[slot] = undefined;
    this.textEnd[slot] = this.textStart[slot];
    this.embeddingNorms[slot] = 0;
  }

  /** The live slot's document (without its vector: see documentAt), parsed on first read after a restore. */
  docAt(slot: number): EventDocument | undefined {
    const doc = this.parsed[slot];
    if (doc !== undefined) return doc;
    const start = this.textStart[slot];
    const end = this.textEnd[slot];
    if (end <= start) return undefined;
    const read = JSON.parse(this.texts.toString('latin1', start, end)) as EventDocument;
    this.parsed[slot] = read;
    this.keepParsed(slot);
    return read;
  }

  /**
   * Keeps the last `parsedKept` documents read from their text parsed: a long run of searches would otherwise end with
   * every document parsed (2.3 GB at 250,000 events after the benchmark's searches). A document written since the
   * restore has no text to go back to and stays.
   */
  private keepParsed(slot: number): void {
    const oldest = this.recentlyParsed[this.recentAt];
    if (oldest >= 0 && oldest !== slot && this.textEnd[oldest] > this.textStart[oldest]) this.parsed[oldest] = undefined;
    this.recentlyParsed[this.recentAt] = slot;
    this.recentAt = (this.recentAt + 1) % this.recentlyParsed.length;
  }

  /**
   * Everything the columns hold, copied (writes may follow while it is written out): the typed arrays up to `size`, and
   * the live documents in slot order, each as the document or, if never read since a restore, its JSON text.
   */
  snapshot(): ColumnsSnapshot {
    const n = this.size;
    const slots: number[] = [];
    const tagCounts = new Int32Array(n);
    const tags: number[] = [];
    for (let s = 0; s < n; s++) {
      if (!this.alive[s]) continue;
      slots.push(s);
      tagCounts[s] = this.tags[s].length;
      for (const t of this.tags[s]) tags.push(t);
    }
    let embeddingModel: string | null = null;
    const withVector = slots.find((s) => this.embeddingNorms[s] > 0);
    if (withVector !== undefined) embeddingModel = this.docAt(withVector)?.embeddingModel ?? null;
    return {
      size: n,
      alive: this.alive.slice(0, n),
      startDay: this.startDay.slice(0, n),
      endDay: this.endDay.slice(0, n),
      price: this.price.slice(0, n),
      flags: this.flags.slice(0, n),
      access: this.access.slice(0, n),
      status: this.status.slice(0, n),
      category: this.category.slice(0, n),
      region: this.region.slice(0, n),
      city: this.city.slice(0, n),
      lat: this.lat.slice(0, n),
      lon: this.lon.slice(0, n),
      firstYear: this.firstYear.slice(0, n),
      lastYear: this.lastYear.slice(0, n),
      updatedAt: this.updatedAt.slice(0, n),
      problemBits: this.problemBits.slice(0, n),
      dupKey: this.dupKey.slice(0, n),
      embeddingNorms: this.embeddingNorms.slice(0, n),
      tagCounts,
      tags: Int32Array.from(tags),
      titleKey: slots.map((s) => this.titleKey[s]),
      dimensions: this.dimensions,
      vectors: this.vectors.slice(0, n * this.dimensions),
      embeddingModel,
      docs: {
        slots: Int32Array.from(slots),
        parsed: slots.map((s) => this.parsed[s]),
        texts: this.texts,
        starts: Int32Array.from(slots, (s) => this.textStart[s]),
        ends: Int32Array.from(slots, (s) => this.textEnd[s]),
      },
    };
  }

  /** Columns equal to those `snapshot()` was taken of (into empty columns whose dictionaries are already seeded). */
  restore(c: ColumnsSnapshot): void {
    const n = c.size;
    this.grow(n);
    this.size = n;
    this.alive.set(c.alive);
    this.startDay.set(c.startDay);
    this.endDay.set(c.endDay);
    this.price.set(c.price);
    this.flags.set(c.flags);
    this.access.set(c.access);
    this.status.set(c.status);
    this.category.set(c.category);
    this.region.set(c.region);
    this.city.set(c.city);
    this.lat.set(c.lat);
    this.lon.set(c.lon);
    this.firstYear.set(c.firstYear);
    this.lastYear.set(c.lastYear);
    this.updatedAt.set(c.updatedAt);
    this.problemBits.set(c.problemBits);
    this.dupKey.set(c.dupKey);
    if (c.dimensions > 0) {
      this.resetVectors(c.dimensions);
      this.vectors.set(c.vectors);
    }
    this.embeddingNorms.set(c.embeddingNorms);
    const { slots, parsed, texts, starts, ends } = c.docs;
    this.texts = texts;
    let tagAt = 0;
    for (let s = 0; s < n; s++) {
      const count = c.tagCounts[s];
      this.tags[s] = c.tags.subarray(tagAt, tagAt + count); // views of one array: 250,000 copies cost ~100 ms and ~30 MB at a start
      tagAt += count;
    }
    slots.forEach((s, i) => {
      if (!this.alive[s]) throw new Error(`snapshot document at slot ${s} is not live`);
      this.titleKey[s] = c.titleKey[i];
      this.parsed[s] = parsed[i];
      this.textStart[s] = starts[i];
      this.textEnd[s] = ends[i];
      this.liveCount++;
      this.statusBits.add(this.status[s], s);
      this.categoryBits.add(this.category[s], s);
      this.regionBits.add(this.region[s], s);
      if (this.status[s] <= STATUS_CODES.published) this.dupCount[this.dupKey[s]] = (this.dupCount[this.dupKey[s]] ?? 0) + 1;
    });
    if (this.liveCount !== c.alive.reduce((sum, a) => sum + a, 0)) throw new Error('snapshot documents do not match its live slots');
    this.writes++;
  }

  /**
   * Slots matching the structured part of a query, from `candidates` (text hits) or from every slot.
   * One tight pass per active condition, each compacting the survivors in place: monomorphic loops over
   * typed arrays run at a few ns per slot, where one closure predicate per slot ran ~10× slower.
   */
  filter(q: NormalizedEventQuery, slotOf: (id: string) => number | undefined, candidates?: { ids: Int32Array; length: number }): SlotList {
    if (candidates || MEMO_SIZE === 0) return this.filterSlots(q, slotOf, candidates);
    // Callers only read the result, so one computed list can answer repeats of the same structure.
    const key = structureKey(q);
    return this.memo.get(key) ?? this.remember(key, this.filterSlots(q, slotOf));
  }

  /**
   * How many slots `filter` would return. Without cities, tags or excluded ids the bitsets count alone; the list
   * is still written when short and kept, as a count is mostly followed by a search of the same filters (a plan
   * level's total, then its page).
   */
  count(q: NormalizedEventQuery, slotOf: (id: string) => number | undefined): number {
    if (MEMO_SIZE === 0) return hasSlotConditions(q) ? this.filterSlots(q, slotOf).length : this.matchAll(q, null);
    const key = structureKey(q);
    const hit = this.memo.get(key);
    if (hit) return hit.length;
    if (hasSlotConditions(q)) return this.remember(key, this.filterSlots(q, slotOf)).length;
    const out = this.slotBuffer(this.size);
    const n = this.matchAll(q, out);
    if (n <= REMEMBER_COUNTED_UP_TO) this.remember(key, { slots: out.slice(0, n), length: n });
    return n;
  }

  private remember(key: string, list: SlotList): SlotList {
    this.memoSlots += heldWords(list);
    while (this.memo.size > 0 && (this.memo.size >= MEMO_SIZE || this.memoSlots > MEMO_MAX_SLOTS)) {
      const [oldestKey, oldest] = this.memo.entries().next().value!;
      this.memo.delete(oldestKey);
      this.memoSlots -= heldWords(oldest);
    }
    this.memo.set(key, list);
    return list;
  }

  private clearMemo(): void {
    if (this.memo.size === 0) return; // set() asks at every write, 50,000 times while a snapshot loads
    this.memo.clear();
    this.memoSlots = 0;
    this.conditions.clear();
  }

  private filterSlots(q: NormalizedEventQuery, slotOf: (id: string) => number | undefined, candidates?: { ids: Int32Array; length: number }): SlotList {
    let n = 0;
    // Survivors are compacted in a reused buffer and copied out at their final count (a memoised list
    // then holds no unused tail, and no buffer sized for every candidate is zeroed per filter).
    const out = this.slotBuffer(candidates ? candidates.length : this.size);
    // a bitset of the result comes free when the bitsets decide alone
    const bits = !candidates && !hasSlotConditions(q) ? new Uint32Array((this.size + 31) >>> 5) : null;
    if (candidates) {
      n = this.keepExactly(q, candidates, out);
    } else {
      n = this.matchAll(q, out, bits);
    }
    if (q.cities?.length)
      n = keepCoded(
        out,
        n,
        this.city,
        this.cities.mask(q.cities, (c) => c.toLowerCase()),
      );
    if (q.tags?.length) {
      const tags = this.tags;
      for (const tag of q.tags) {
        const code = this.tagDict.find(tag) ?? -1;
        let w = 0;
        for (let i = 0; i < n; i++) if (tags[out[i]].indexOf(code) >= 0) out[w++] = out[i];
        n = w;
      }
    }
    if (q.excludeIds?.length) {
      const excluded = new Set<number>();
      for (const id of q.excludeIds) {
        const s = slotOf(id);
        if (s !== undefined) excluded.add(s);
      }
      let w = 0;
      for (let i = 0; i < n; i++) if (!excluded.has(out[i])) out[w++] = out[i];
      n = w;
    }
    return bits ? { slots: out.slice(0, n), length: n, bits } : { slots: out.slice(0, n), length: n };
  }

  /**
   * The text hits every condition but cities, tags and excluded ids holds for, in their order, into
   * `out`; returns how many. A hit is tested bit by bit in the conditions' bitsets (a few KB each, so
   * they stay in cache where the hits' own columns would be read at random).
   */
  private keepExactly(q: NormalizedEventQuery, candidates: { ids: Int32Array; length: number }, out: Int32Array): number {
    const { ops, statusMask, catMask, regMask } = this.conditionsOf(q, (this.size + 31) >>> 5);
    if (ops === null) return 0;
    const { alive, status, category, region } = this;
    const k = ops.length;
    let n = 0;
    const ids = candidates.ids;
    for (let i = 0; i < candidates.length; i++) {
      const s = ids[i];
      const word = s >>> 5;
      const bit = 1 << (s & 31);
      let j = 0;
      while (j < k && (ops[j][word] & bit) !== 0) j++;
      if (j < k) continue;
      if (statusMask !== 0 && (alive[s] !== 1 || (statusMask & (1 << status[s])) === 0)) continue;
      if ((catMask !== null && catMask[category[s]] !== 1) || (regMask !== null && regMask[region[s]] !== 1)) continue;
      out[n++] = s;
    }
    return n;
  }

  private slotBuffer(size: number): Int32Array {
    if (this.scratchSlots.length < size) this.scratchSlots = new Int32Array(Math.max(size, this.capacity));
    return this.scratchSlots;
  }

  /**
   * The slots every condition but cities, tags and excluded ids holds for, in slot order into `out`
   * (or only counted); returns how many. When the sparsest condition has few non-zero words, only
   * those are ANDed with the others; otherwise one tight AND pass per condition.
   */
  private matchAll(q: NormalizedEventQuery, out: Int32Array | null, bitsOut: Uint32Array | null = null): number {
    const words = (this.size + 31) >>> 5;
    const { ops, statusMask, catMask, regMask, firstWords } = this.conditionsOf(q, words);
    if (ops === null) return 0;
    if (statusMask === 0 && catMask === null && regMask === null && firstWords !== null && firstWords.length < SPARSE_FROM * words) {
      const first = ops[0];
      const k = ops.length;
      let n = 0;
      for (let j = 0; j < firstWords.length; j++) {
        const w = firstWords[j];
        let v = first[w];
        for (let i = 1; i < k && v !== 0; i++) v &= ops[i][w];
        if (v === 0) continue;
        if (bitsOut !== null) bitsOut[w] = v;
        if (out === null) n += popcount(v);
        else n = setBitsInto(out, n, w, v);
      }
      return n;
    }
    if (this.scratchAcc.length < words) {
      this.scratchAcc = new Uint32Array(this.capacity >>> 5);
      this.scratchAny = new Uint32Array(this.capacity >>> 5);
    }
    const acc = this.scratchAcc.subarray(0, words);
    const any = this.scratchAny;
    if (statusMask !== 0) {
      acc.fill(0);
      this.statusBits.orInto(acc, (c) => (statusMask & (1 << c)) !== 0, words);
    } else acc.set(ops[0].subarray(0, words));
    for (let i = statusMask !== 0 ? 0 : 1; i < ops.length; i++) {
      const b = ops[i];
      for (let w = 0; w < words; w++) acc[w] &= b[w];
    }
    if (catMask) this.categoryBits.andInto(acc, (c) => catMask[c] === 1, words, any);
    if (regMask) this.regionBits.andInto(acc, (c) => regMask[c] === 1, words, any);
    if (bitsOut !== null) bitsOut.set(acc);
    if (out === null) return countBits(acc);
    let n = 0;
    for (let w = 0; w < words; w++) if (acc[w] !== 0) n = setBitsInto(out, n, w, acc[w]);
    return n;
  }

  /**
   * The query's conditions as bitsets, sparsest first: date window, price ceiling, flags and place
   * (memoised), and one wanted status, category or region. Other shapes of those three come back as
   * masks (statusMask 0 / catMask null / regMask null when a bitset covers them); `ops` null: nothing can match.
   */
  private conditionsOf(q: NormalizedEventQuery, words: number): Conditions {
    let statusMask = statusMaskOf(q);
    if (statusMask === 0) return NOTHING_MATCHES;
    const { startDay, endDay, price, flags, access, lat, lon } = this;
    const list: ConditionBits[] = [];
    // each predicate is made only when its bitset is not memoised yet
    if (q.fromDay !== undefined || q.toDay !== undefined) {
      const from = q.fromDay ?? -2147483648;
      const to = q.toDay ?? 2147483647;
      const key = `d${from}:${to}`;
      list.push(this.recallCondition(key, words) ?? this.computeCondition(key, words, (s) => endDay[s] >= from && startDay[s] <= to));
    }
    if (q.maxPricePence !== undefined) {
      // -1 (no known price) never matches a price ceiling.
      const max = q.maxPricePence;
      const key = `p${max}`;
      list.push(this.recallCondition(key, words) ?? this.computeCondition(key, words, (s) => price[s] >= 0 && price[s] <= max));
    }
    const { mask, want } = flagsOf(q);
    for (let bit = 1; bit <= mask; bit <<= 1) {
      if ((mask & bit) === 0) continue;
      const wanted = (want & bit) !== 0;
      const key = `f${bit}:${wanted}`;
      list.push(this.recallCondition(key, words) ?? this.computeCondition(key, words, (s) => ((flags[s] & bit) !== 0) === wanted));
    }
    for (const token of q.access ?? []) {
      // an unknown token matches nothing (bit 0 is never set)
      const bit = ACCESS_BIT.get(token) ?? 0;
      const key = `a${bit}`;
      list.push(this.recallCondition(key, words) ?? this.computeCondition(key, words, (s) => bit !== 0 && (access[s] & bit) !== 0));
    }
    if (q.near) {
      const { lat: cLat, lon: cLon, radiusKm } = q.near;
      const key = `n${cLat}:${cLon}:${radiusKm}`;
      let near = this.recallCondition(key, words);
      if (!near) {
        const { latDelta, lonDelta } = boxOf(q.near);
        // a slot without a place (lat/lon 0) is ruled out by the HAS_LOCATION flag above
        near = this.computeCondition(
          key,
          words,
          (s) => Math.abs(lat[s] - cLat) <= latDelta && Math.abs(lon[s] - cLon) <= lonDelta && distanceKm(cLat, cLon, lat[s], lon[s]) <= radiusKm,
        );
      }
      list.push(near);
    }
    if (list.length > 1) list.sort((a, b) => a.count - b.count);
    const ops = list.map((c) => c.bits);
    const firstWords = list.length ? list[0].words : null;
    // one wanted value is its field's bitset (after the conditions: its size is not counted); other shapes stay masks
    let catMask: Uint8Array | null = null;
    if (q.categories?.length === 1 && !q.excludeCategories?.length) {
      const bits = this.codeBits(this.categories, this.categoryBits, q.categories[0]);
      if (!bits) return NOTHING_MATCHES;
      ops.push(bits);
    } else catMask = this.categories.maskExcept(q.categories, q.excludeCategories);
    let regMask: Uint8Array | null = null;
    if (q.regions?.length === 1 && !q.excludeRegions?.length) {
      const bits = this.codeBits(this.regions, this.regionBits, q.regions[0]);
      if (!bits) return NOTHING_MATCHES;
      ops.push(bits);
    } else regMask = this.regions.maskExcept(q.regions, q.excludeRegions);
    if ((statusMask & (statusMask - 1)) === 0) {
      const bits = this.statusBits.byCode.get(31 - Math.clz32(statusMask));
      if (!bits) return NOTHING_MATCHES;
      // status bitsets hold live slots only
      ops.push(bits);
      statusMask = 0;
    }
    return { ops, statusMask, catMask, regMask, firstWords };
  }

  /** The bitset of one dictionary value; null when no slot holds it (nothing can match). */
  private codeBits(dict: Dictionary, bits: SlotBits, value: string): Uint32Array | null {
    const code = dict.find(value);
    return (code !== undefined && bits.byCode.get(code)) || null;
  }

  /** A memoised condition's bitset, if it covers every slot (hits do not reorder the memo, as for filter results). */
  private recallCondition(key: string, words: number): ConditionBits | undefined {
    const entry = this.conditions.get(key);
    return entry && entry.bits.length === words ? entry : undefined;
  }

  /** The slots `holds` is true for, as a bitset kept until the next write (the oldest dropped first). */
  private computeCondition(key: string, words: number, holds: (slot: number) => boolean): ConditionBits {
    const bits = new Uint32Array(words);
    let count = 0;
    const size = this.size;
    for (let s = 0; s < size; s++) {
      if (!holds(s)) continue;
      bits[s >>> 5] |= 1 << (s & 31);
      count++;
    }
    const nonZero: number[] = [];
    for (let w = 0; w < words; w++) if (bits[w] !== 0) nonZero.push(w);
    const entry = { bits, count, words: Int32Array.from(nonZero) };
    this.conditions.delete(key);
    if (this.conditions.size >= CONDITION_MEMO_SIZE) this.conditions.delete(this.conditions.keys().next().value!);
    this.conditions.set(key, entry);
    return entry;
  }

  private allBits(): SlotBits[] {
    return [this.statusBits, this.categoryBits, this.regionBits];
  }

  /** Every problem bit of a slot: its document problems, plus duplicate and past-but-published. */
  problemsOf(slot: number, today: number): number {
    const st = this.status[slot];
    if (st > STATUS_CODES.published) return 0;
    let bits = this.problemBits[slot];
    if (this.dupCount[this.dupKey[slot]] >= 2) bits |= DUPLICATE_BIT;
    if (st === STATUS_CODES.published && this.endDay[slot] < today) bits |= PAST_PUBLISHED_BIT;
    return bits;
  }

  /** Problem bits → codes. */
  problemNames(bits: number): string[] {
    const names: string[] = [];
    for (let c = 0; bits !== 0 && c < MAX_PROBLEM_CODES; c++, bits >>>= 1) if (bits & 1) names.push(this.problemCodes.values[c]);
    return names;
  }

  /** A bit mask for problem codes (unknown codes add nothing). */
  problemMask(codes: string[]): number {
    let mask = 0;
    for (const c of codes) {
      const code = this.problemCodes.find(c);
      if (code !== undefined && code < MAX_PROBLEM_CODES) mask |= 1 << code;
    }
    return mask;
  }

  private unindex(slot: number): void {
    if (this.status[slot] <= STATUS_CODES.published) this.dupCount[this.dupKey[slot]]--;
    this.statusBits.remove(this.status[slot], slot);
    this.categoryBits.remove(this.category[slot], slot);
    this.regionBits.remove(this.region[slot], slot);
  }

  /** Whether the slot has a vector of `dimensions` numbers (one the query vector can be compared with). */
  hasEmbedding(slot: number, dimensions: number): boolean {
    return dimensions === this.dimensions && this.embeddingNorms[slot] > 0;
  }

  /**
   * Cosine similarity with `vector` of each of the first `length` slots, into `out` (same positions); `missing` for a
   * slot without a comparable vector. Four sums at a time: the loop is most of a smart search at 250,000 events.
   */
  similaritiesInto(slots: Int32Array, length: number, vector: Float32Array, out: Float64Array, missing: number): void {
    const dims = this.dimensions;
    let qq = 0;
    for (let d = 0; d < vector.length; d++) qq += vector[d] * vector[d];
    const queryNorm = Math.sqrt(qq);
    if (vector.length !== dims || queryNorm === 0) {
      out.fill(missing, 0, length);
      return;
    }
    const { vectors, embeddingNorms } = this;
    const tail = dims - (dims % 4);
    for (let i = 0; i < length; i++) {
      const s = slots[i];
      const norm = embeddingNorms[s];
      if (norm === 0) {
        out[i] = missing;
        continue;
      }
      const at = s * dims;
      let a = 0;
      let b = 0;
      let c = 0;
      let e = 0;
      let d = 0;
      for (; d < tail; d += 4) {
        a += vectors[at + d] * vector[d];
        b += vectors[at + d + 1] * vector[d + 1];
        c += vectors[at + d + 2] * vector[d + 2];
        e += vectors[at + d + 3] * vector[d + 3];
      }
      for (; d < dims; d++) a += vectors[at + d] * vector[d];
      out[i] = (a + b + c + e) / (norm * queryNorm);
    }
  }

  private grow(size: number): void {
    if (size <= this.capacity) return;
    // Whole 32-slot words, so the bitsets always cover every slot.
    const cap = Math.ceil(Math.max(size, this.capacity * 2, 1024) / 32) * 32;
    const g = <T extends Int32Array | Uint8Array | Uint16Array | Float64Array | Int16Array | Uint32Array>(a: T, make: (n: number) => T): T => {
      const b = make(cap);
      b.set(a);
      return b;
    };
    this.alive = g(this.alive, (n) => new Uint8Array(n));
    this.startDay = g(this.startDay, (n) => new Int32Array(n));
    this.endDay = g(this.endDay, (n) => new Int32Array(n));
    this.price = g(this.price, (n) => new Int32Array(n));
    this.flags = g(this.flags, (n) => new Uint8Array(n));
    this.access = g(this.access, (n) => new Uint16Array(n));
    this.status = g(this.status, (n) => new Uint8Array(n));
    this.category = g(this.category, (n) => new Int32Array(n));
    this.region = g(this.region, (n) => new Int32Array(n));
    this.city = g(this.city, (n) => new Int32Array(n));
    this.lat = g(this.lat, (n) => new Float64Array(n));
    this.lon = g(this.lon, (n) => new Float64Array(n));
    this.firstYear = g(this.firstYear, (n) => new Int16Array(n));
    this.lastYear = g(this.lastYear, (n) => new Int16Array(n));
    this.embeddingNorms = g(this.embeddingNorms, (n) => new Float64Array(n));
    if (this.dimensions > 0) {
      const vectors = new Float32Array(cap * this.dimensions);
      vectors.set(this.vectors);
      this.vectors = vectors;
    }
    this.updatedAt = g(this.updatedAt, (n) => new Float64Array(n));
    this.problemBits = g(this.problemBits, (n) => new Uint32Array(n));
    this.dupKey = g(this.dupKey, (n) => new Int32Array(n));
    this.textStart = g(this.textStart, (n) => new Int32Array(n));
    this.textEnd = g(this.textEnd, (n) => new Int32Array(n));
    for (const bits of this.allBits()) bits.grow(cap >>> 5);
    this.capacity = cap;
  }
}

/** The 4-byte words a memoised list holds (its slots and its bitset). */
function heldWords(list: SlotList): number {
  return list.slots.length + (list.bits?.length ?? 0);
}

/** Half-sizes in degrees of the box around a `near` circle. */
function boxOf(near: { lat: number; radiusKm: number }): { latDelta: number; lonDelta: number } {
  return {
    latDelta: near.radiusKm / 110.574,
    lonDelta: near.radiusKm / (111.32 * Math.max(0.01, Math.cos((near.lat * Math.PI) / 180))),
  };
}

function statusMaskOf(q: NormalizedEventQuery): number {
  let mask = 0;
  for (const st of q.statuses) mask |= 1 << (STATUS_CODES[st] ?? 0);
  return mask;
}

/** The flag bits a query constrains, and the values it wants for them. */
function flagsOf(q: NormalizedEventQuery): { mask: number; want: number } {
  let mask = 0;
  let want = 0;
  const flag = (value: boolean | undefined, bit: number) => {
    if (value === undefined) return;
    mask |= bit;
    if (value) want |= bit;
  };
  flag(q.free, FREE);
  flag(q.featured, FEATURED);
  flag(q.familyFriendly, FAMILY);
  flag(q.outdoor, OUTDOOR);
  flag(q.camping, CAMPING);
  if (q.near) flag(true, HAS_LOCATION);
  if (q.confirmedDatesOnly) flag(true, DATES_CONFIRMED);
  return { mask, want };
}

/** Conditions `filterSlots` checks slot by slot after the bitsets. */
function hasSlotConditions(q: NormalizedEventQuery): boolean {
  return !!(q.cities?.length || q.tags?.length || q.excludeIds?.length);
}

/**
 * Every query field `filterSlots` reads (a new filter field must be added here too), one after the
 * other: strings length-prefixed so no two queries share a key (JSON.stringify cost ~4× as much).
 */
function structureKey(q: NormalizedEventQuery): string {
  const near = q.near ? `${q.near.lat},${q.near.lon},${q.near.radiusKm}` : '';
  return (
    listKey(q.statuses) +
    listKey(q.categories) +
    listKey(q.regions) +
    listKey(q.excludeCategories) +
    listKey(q.excludeRegions) +
    listKey(q.cities) +
    `|${q.fromDay ?? ''}|${q.toDay ?? ''}|${q.maxPricePence ?? ''}|` +
    flagKey(q.free) +
    flagKey(q.featured) +
    flagKey(q.familyFriendly) +
    flagKey(q.outdoor) +
    flagKey(q.camping) +
    flagKey(q.confirmedDatesOnly) +
    listKey(q.tags) +
    listKey(q.access) +
    `|${near}` +
    listKey(q.excludeIds)
  );
}

function listKey(values: readonly string[] | undefined): string {
  if (values === undefined) return '|-';
  let key = `|${values.length}`;
  for (const v of values) key += `:${v.length}:${v}`;
  return key;
}

function flagKey(value: boolean | undefined): string {
  return value === undefined ? '-' : value ? 't' : 'f';
}

/** Writes the slots of word `w`'s set bits into `out` from `n`; returns the new length. */
function setBitsInto(out: Int32Array, n: number, w: number, word: number): number {
  while (word !== 0) {
    const low = word & -word;
    out[n++] = (w << 5) | (31 - Math.clz32(low));
    word ^= low;
  }
  return n;
}

function countBits(bits: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) count += popcount(bits[w]);
  return count;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function keepCoded(out: Int32Array, n: number, codes: Int32Array, mask: Uint8Array): number {
  let w = 0;
  for (let i = 0; i < n; i++) if (mask[codes[out[i]]]) out[w++] = out[i];
  return w;
}
