/**
 * One physical embedded index: Orama for text, EventColumns for everything structured. The read
 * model holds one of these live and, during a rebuild, a second one being filled.
 */
import {
  AdminEventPage,
  EventDocument,
  EventFacetField,
  EventSearchResult,
  EventStatus,
  FacetCounts,
  QualitySummary,
} from '../../../application/ports/event-document';
import { NormalizedAdminQuery } from '../event-quality.semantics';
import { NormalizedEventQuery, normalizeEventQuery, reciprocalRankFusion } from '../event-search.semantics';
import { ColumnDictionaries, ColumnsSnapshot, EventColumns, STATUS_CODES } from './event-columns';
import { OramaTextIndex, OramaTextSnapshot } from './orama-text-index';
import { topK } from './top-k';
import type { OramaEventReadModelOptions } from './orama-event-read-model';

/** Facet years are counted in a flat array; event years outside 1900..2299 do not occur. */
const YEAR_BASE = 1900;
const YEAR_SPAN = 400;
const TEXT_KEYS: (keyof EventDocument)[] = ['title', 'description', 'tags', 'city', 'venue'];
/** Admin matches above this size are paged by walking a presorted order instead of a heap (deep pages stay cheap). */
const ORDER_SCAN_FROM = 2048;
type AdminSort = 'updated' | 'date' | 'title';
const PATCH_ORDER_UP_TO = 64;

/**
 * Everything needed to rebuild the index exactly: the text index as Orama saves it, the column dictionaries (restored
 * first, so every code and facet order is as before) and the columns with the documents, so a restore looks nothing
 * up and parses no document.
 */
export interface EmbeddedIndexSnapshot {
  text: OramaTextSnapshot;
  dictionaries: ColumnDictionaries;
  columns: ColumnsSnapshot;
}

interface Matches {
  slots: Int32Array;
  length: number;
  /** The slots as a bitset, when the filter made one. */
  bits?: Uint32Array;
  /** Relevance per slot (dense), present when the query has text or a vector. */
  scores: Float64Array | null;
}

export class EmbeddedEventIndex {
  private readonly text: OramaTextIndex;
  private readonly columns: EventColumns;
  /** Every live slot in ascending admin-sort order, rebuilt lazily after writes. */
  private orders = new Map<AdminSort, { writes: number; slots: Int32Array }>();
  /**
   * Relevance per slot, reused by every query: a fresh 50k-entry array per text query was most of
   * its cost. Stale entries are harmless because only this query's matches (all written) are read.
   */
  private scratchScores = new Float64Array(0);

  constructor(options: OramaEventReadModelOptions = {}) {
    this.text = new OramaTextIndex(options.textCacheSize);
    this.columns = new EventColumns(options.parsedKept);
  }

  get size(): number {
    return this.columns.liveCount;
  }

  snapshot(): EmbeddedIndexSnapshot {
    return { text: this.text.snapshot(), dictionaries: this.columns.dictionaryValues(), columns: this.columns.snapshot() };
  }

  /** An index equal to the one `snapshot()` was taken of, without tokenising, deriving or parsing anything. */
  static fromSnapshot(snapshot: EmbeddedIndexSnapshot, options: OramaEventReadModelOptions = {}): EmbeddedEventIndex {
    const index = new EmbeddedEventIndex(options);
    const { slots } = snapshot.columns.docs;
    index.text.restore(snapshot.text, slots, (slot) => index.columns.docAt(slot));
    index.columns.seedDictionaries(snapshot.dictionaries);
    index.columns.restore(snapshot.columns);
    for (const slot of slots) {
      if (index.text.idAt(slot) === undefined) throw new Error(`snapshot slot ${slot} has no event in the text index`);
    }
    return index;
  }

  get(id: string): EventDocument | null {
    const slot = this.slotOf(id);
    return slot === undefined ? null : (this.columns.documentAt(slot) ?? null);
  }

  /** Applies docs in order; a doc older than the stored version is ignored. Returns how many were applied. */
  upsert(docs: EventDocument[]): number {
    // Last write per id wins within a batch, subject to the version guard.
    const latest = new Map<string, EventDocument>();
    for (const doc of docs) {
      const seen = latest.get(doc.id) ?? this.get(doc.id);
      if (seen && doc.version < seen.version) continue;
      latest.set(doc.id, doc);
    }
    const reindex: string[] = [];
    const fresh: EventDocument[] = [];
    for (const doc of latest.values()) {
      const stored = this.get(doc.id);
      if (!stored) fresh.push(doc);
      else if (textChanged(stored, doc)) {
        reindex.push(doc.id);
        fresh.push(doc);
      }
    }
    // Text first: a slot only becomes visible once the columns say it is alive.
    this.text.remove(reindex);
    this.text.insert(fresh);
    const slots: number[] = [];
    for (const doc of latest.values()) {
      const slot = this.text.internalId(doc.id);
      this.columns.set(slot, doc);
      slots.push(slot);
    }
    this.patchOrders(slots);
    return latest.size;
  }

  remove(ids: string[]): number {
    const present = ids.filter((id) => this.slotOf(id) !== undefined);
    const slots = present.map((id) => this.slotOf(id)!);
    // text first: a restored index makes a row to remove from the document the columns still hold
    this.text.remove(present);
    for (const slot of slots) this.columns.delete(slot);
    this.patchOrders(slots);
    return present.length;
  }

  search(q: NormalizedEventQuery): EventSearchResult {
    const m = this.match(q);
    // Many matches in date order (the public default): walk the presorted date order instead of a heap.
    // The admin 'date' order is the same comparison (start day, title, id).
    const byDate = q.sort === 'date' || (q.sort === 'relevance' && !m.scores);
    const page =
      byDate && m.length > ORDER_SCAN_FROM
        ? this.pageInOrder('date', 'asc', m, q.offset, q.limit)
        : topK(m.slots, m.length, q.offset + q.limit, this.comparator(q, m.scores)).slice(q.offset);
    return {
      total: m.length,
      hits: page.map((slot) => ({ doc: this.columns.docAt(slot)!, score: m.scores ? m.scores[slot] : 0 })),
    };
  }

  count(q: NormalizedEventQuery): number {
    // without text, the columns count without building the slot list
    return q.text ? this.match(q, false).length : this.columns.count(q, this.slotOf);
  }

  /** Every match's id in date order: one walk of the presorted date order (or a sort of a few), no document read. */
  idsInDateOrder(q: NormalizedEventQuery): string[] {
    const m = this.match(q, false);
    const slots =
      m.length > ORDER_SCAN_FROM
        ? this.pageInOrder('date', 'asc', m, 0, m.length)
        : topK(m.slots, m.length, m.length, this.comparator({ ...q, sort: 'date' }, null));
    return slots.map((slot) => this.text.idAt(slot)!);
  }

  facets(q: NormalizedEventQuery, fields: EventFacetField[]): FacetCounts {
    const m = this.match(q, false);
    const c = this.columns;
    const result: FacetCounts = { category: {}, region: {}, year: {} };
    if (fields.includes('category')) result.category = countCodes(m, c.category, c.categories.values);
    if (fields.includes('region')) result.region = countCodes(m, c.region, c.regions.values);
    if (fields.includes('year')) {
      const counts = new Int32Array(YEAR_SPAN);
      const { firstYear, lastYear } = c;
      for (let i = 0; i < m.length; i++) {
        const s = m.slots[i];
        const last = lastYear[s] - YEAR_BASE;
        for (let y = firstYear[s] - YEAR_BASE; y <= last; y++) counts[y]++;
      }
      counts.forEach((n, y) => {
        if (n > 0) result.year[String(y + YEAR_BASE)] = n;
      });
    }
    return result;
  }

  /** The admin list: the structured and text match, then the problem filter, then the admin sort. */
  listForAdmin(q: NormalizedAdminQuery): AdminEventPage {
    const m = this.match(
      normalizeEventQuery({
        text: q.text,
        typoTolerance: 0,
        statuses: q.statuses,
        categories: q.categories,
        regions: q.regions,
        featured: q.featured,
        limit: 0,
      }),
      q.sort === 'relevance',
    );
    const c = this.columns;
    let slots = m.slots;
    let length = m.length;
    const wanted = q.problems?.length ? c.problemMask(q.problems) : -1;
    if (wanted !== -1 || q.quality) {
      // The match may be a memoised list shared with other callers: filter into a copy.
      const out = new Int32Array(length);
      let n = 0;
      for (let i = 0; i < length; i++) {
        const s = slots[i];
        const bits = c.problemsOf(s, q.today);
        if (wanted !== -1 && (bits & wanted) === 0) continue;
        if (q.quality === 'invalid' && bits === 0) continue;
        if (q.quality === 'valid' && bits !== 0) continue;
        out[n++] = s;
      }
      slots = out;
      length = n;
    }
    const page =
      q.sort !== 'relevance' && length > ORDER_SCAN_FROM
        ? this.pageInOrder(q.sort, q.order, slots === m.slots ? m : { slots, length }, q.offset, q.limit)
        : topK(slots, length, q.offset + q.limit, this.adminComparator(q, m.scores)).slice(q.offset);
    return {
      total: length,
      hits: page.map((slot) => ({ doc: c.docAt(slot)!, problems: c.problemNames(c.problemsOf(slot, q.today)) })),
    };
  }

  problemsOf(ids: string[], today: number): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const id of ids) {
      const slot = this.slotOf(id);
      if (slot !== undefined) out[id] = this.columns.problemNames(this.columns.problemsOf(slot, today));
    }
    return out;
  }

  qualitySummary(today: number): QualitySummary {
    const c = this.columns;
    const statusCounts = new Int32Array(4);
    const problemCounts = new Int32Array(32);
    let invalid = 0;
    for (let s = 0; s < c.size; s++) {
      if (!c.alive[s]) continue;
      statusCounts[c.status[s]]++;
      let bits = c.problemsOf(s, today);
      if (bits === 0) continue;
      invalid++;
      for (let code = 0; bits !== 0; code++, bits >>>= 1) if (bits & 1) problemCounts[code]++;
    }
    const byStatus = Object.fromEntries(Object.entries(STATUS_CODES).map(([name, code]) => [name, statusCounts[code]])) as Record<EventStatus, number>;
    const byProblem: Record<string, number> = {};
    problemCounts.forEach((n, code) => {
      if (n > 0) byProblem[c.problemCodes.values[code]] = n;
    });
    return { checked: byStatus.draft + byStatus.published, invalid, byProblem, byStatus };
  }

  /** Descending is exactly ascending reversed (tie-breaks included), as in the Elasticsearch adapter. */
  private adminComparator(q: NormalizedAdminQuery, scores: Float64Array | null): (a: number, b: number) => number {
    const dir = q.order === 'desc' ? -1 : 1;
    if (q.sort === 'relevance' && scores) {
      const byUpdated = this.ascending('updated');
      return (a, b) => dir * (scores[a] - scores[b]) || -byUpdated(a, b);
    }
    const asc = this.ascending(q.sort === 'relevance' ? 'updated' : q.sort);
    return dir === 1 ? asc : (a, b) => asc(b, a);
  }

  private ascending(sort: AdminSort): (a: number, b: number) => number {
    const { startDay, titleKey, updatedAt } = this.columns;
    const byId = this.byId;
    switch (sort) {
      case 'title':
        return (a, b) => cmp(titleKey[a], titleKey[b]) || startDay[a] - startDay[b] || byId(a, b);
      case 'date':
        return (a, b) => startDay[a] - startDay[b] || cmp(titleKey[a], titleKey[b]) || byId(a, b);
      default:
        return (a, b) => updatedAt[a] - updatedAt[b] || byId(a, b);
    }
  }

  /** One page of a large match set: walk the presorted order and keep the slots in the set. */
  private pageInOrder(
    sort: AdminSort,
    order: 'asc' | 'desc',
    set: { slots: Int32Array; length: number; bits?: Uint32Array },
    offset: number,
    limit: number,
  ): number[] {
    const all = this.orderOf(sort);
    let member = set.bits;
    if (!member) {
      const { slots, length } = set;
      member = new Uint32Array((this.columns.size + 31) >>> 5);
      for (let i = 0; i < length; i++) member[slots[i] >>> 5] |= 1 << (slots[i] & 31);
    }
    const page: number[] = [];
    let skip = offset;
    const take = (s: number) => {
      if ((member[s >>> 5] & (1 << (s & 31))) === 0) return false;
      if (skip > 0) skip--;
      else page.push(s);
      return page.length >= limit;
    };
    if (limit <= 0) return page;
    if (order === 'asc') {
      for (let i = 0; i < all.length; i++) if (take(all[i])) break;
    } else {
      for (let i = all.length - 1; i >= 0; i--) if (take(all[i])) break;
    }
    return page;
  }

  /**
   * Keeps the presorted orders current after a small write (the usual projector batch: one event):
   * drop the changed slots, then binary-insert the live ones. Large writes just drop the orders.
   */
  private patchOrders(changed: number[]): void {
    if (this.orders.size === 0 || changed.length === 0) return;
    const c = this.columns;
    for (const [sort, cached] of this.orders) {
      if (changed.length > PATCH_ORDER_UP_TO || cached.writes + changed.length !== c.writes) {
        this.orders.delete(sort);
        continue;
      }
      const drop = new Set(changed);
      const kept = cached.slots.filter((slot) => !drop.has(slot));
      const compare = this.ascending(sort);
      let slots = kept;
      for (const slot of drop) {
        if (!c.alive[slot]) continue;
        let lo = 0;
        let hi = slots.length;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (compare(slots[mid], slot) < 0) lo = mid + 1;
          else hi = mid;
        }
        const next = new Int32Array(slots.length + 1);
        next.set(slots.subarray(0, lo));
        next[lo] = slot;
        next.set(slots.subarray(lo), lo + 1);
        slots = next;
      }
      this.orders.set(sort, { writes: c.writes, slots });
    }
  }

  private orderOf(sort: AdminSort): Int32Array {
    const cached = this.orders.get(sort);
    if (cached && cached.writes === this.columns.writes) return cached.slots;
    const c = this.columns;
    const live: number[] = [];
    for (let s = 0; s < c.size; s++) if (c.alive[s]) live.push(s);
    live.sort(this.ascending(sort));
    const slots = Int32Array.from(live);
    this.orders.set(sort, { writes: c.writes, slots });
    return slots;
  }

  /** Event id order of two slots (the last tie-break), from the text index's ids: no document is read. */
  private byId = (a: number, b: number): number => cmp(this.text.idAt(a)!, this.text.idAt(b)!);

  private slotOf = (id: string): number | undefined => {
    const slot = this.text.db.internalDocumentIDStore.idToInternalId.get(id) as number | undefined;
    return slot !== undefined && this.columns.alive[slot] ? slot : undefined;
  };

  private match(q: NormalizedEventQuery, withScores = true): Matches {
    const c = this.columns;
    const textMatches = q.text ? this.text.scoreText(q.text, q.typoTolerance) : null;
    const filtered = c.filter(q, this.slotOf, textMatches ?? undefined);
    const { slots, length } = filtered;
    const vector = q.vector && q.vector.length > 0 ? Float32Array.from(q.vector) : null;
    if (!withScores || (!textMatches && !vector)) return { slots, length, bits: textMatches ? undefined : filtered.bits, scores: null };
    if (this.scratchScores.length < c.size) this.scratchScores = new Float64Array(Math.max(c.size, this.scratchScores.length * 2));
    const scores = this.scratchScores;
    if (textMatches) for (let i = 0; i < textMatches.length; i++) scores[textMatches.ids[i]] = textMatches.scores[i];
    if (vector) {
      const similarity = new Float64Array(length);
      if (!textMatches) {
        // vector alone: cosine similarity (an event without a vector last)
        c.similaritiesInto(slots, length, vector, similarity, -2);
        for (let i = 0; i < length; i++) scores[slots[i]] = similarity[i];
      } else {
        // text and vector: reciprocal rank fusion of the two rankings, as every adapter does
        c.similaritiesInto(slots, length, vector, similarity, NaN);
        const text = new Float64Array(length);
        for (let i = 0; i < length; i++) text[i] = scores[slots[i]];
        const fused = reciprocalRankFusion(text, similarity, length);
        for (let i = 0; i < length; i++) scores[slots[i]] = fused[i];
      }
    }
    return { slots, length, scores };
  }

  private comparator(q: NormalizedEventQuery, scores: Float64Array | null): (a: number, b: number) => number {
    const { startDay, price, titleKey, updatedAt } = this.columns;
    const byId = this.byId;
    const byTitle = (a: number, b: number) => cmp(titleKey[a], titleKey[b]);
    const byDate = (a: number, b: number) => startDay[a] - startDay[b] || byTitle(a, b) || byId(a, b);
    switch (q.sort) {
      case 'date-desc':
        return (a, b) => startDay[b] - startDay[a] || byTitle(a, b) || byId(a, b);
      case 'updated':
        return (a, b) => updatedAt[b] - updatedAt[a] || byId(a, b);
      case 'price':
        return (a, b) => {
          const pa = price[a] < 0 ? Infinity : price[a];
          const pb = price[b] < 0 ? Infinity : price[b];
          return pa === pb ? byDate(a, b) : pa - pb;
        };
      case 'title':
        return (a, b) => byTitle(a, b) || startDay[a] - startDay[b] || byId(a, b);
      case 'relevance':
        if (scores) return (a, b) => scores[b] - scores[a] || byDate(a, b);
        return byDate;
      default:
        return byDate;
    }
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function textChanged(a: EventDocument, b: EventDocument): boolean {
  return TEXT_KEYS.some((k) => (k === 'tags' ? a.tags.join('\u0000') !== b.tags.join('\u0000') : a[k] !== b[k]));
}

function countCodes(m: Matches, codes: Int32Array, values: string[]): Record<string, number> {
  const counts = new Int32Array(values.length);
  for (let i = 0; i < m.length; i++) counts[codes[m.slots[i]]]++;
  const out: Record<string, number> = {};
  values.forEach((v, code) => {
    if (counts[code] > 0) out[v] = counts[code];
  });
  return out;
}
