/**
 * Elasticsearch read model (ELASTICSEARCH_URL). Queries go through the alias `<prefix>-events`; the
 * physical index behind it (`<prefix>-events-<id>`) is the generation. A rebuild fills a new physical
 * index and swaps the alias in one `_aliases` call, so readers never see a half-built index.
 */
import { randomBytes } from 'node:crypto';
import { Client, errors, type estypes } from '@elastic/elasticsearch';
import {
  AdminEventPage,
  AdminEventQuery,
  EventDocument,
  EventFacetField,
  EventSearchQuery,
  EventSearchResult,
  EventStatus,
  FacetCounts,
  QualitySummary,
} from '../../../application/ports/event-document';
import { DUPLICATE_PROBLEM, PAST_PUBLISHED_PROBLEM, duplicateKeyOf, isChecked, normalizeAdminQuery } from '../event-quality.semantics';
import { EventIndexRebuild, EventReadModel } from '../../../application/ports/event-read-model.port';
import { NormalizedEventQuery, normalizeEventQuery, reciprocalRankFusion, yearsOf } from '../event-search.semantics';
import { eventIndexNames, loadEventIndexTemplate } from './event-index-template';
import {
  DERIVED_FIELDS,
  FACET_AGGREGATIONS,
  buildAdminSearchRequest,
  buildHeldWordsRequest,
  buildNearestRequest,
  EngineEventQuery,
  fuzzinessFor,
  queryWords,
  buildTextCandidatesRequest,
  buildWithoutVectorRequest,
  HYBRID_WINDOW,
  buildFilterQuery,
  buildQualitySummaryRequest,
  buildSearchRequest,
  buildSort,
  duplicateKeysRequest,
  foldedText,
} from './event-search.query-builder';
import { createElasticsearchClient } from '../../../../../platform/read-model/elasticsearch-client';

export interface ElasticsearchEventReadModelOptions {
  /** Make writes visible before they resolve: 'true' refreshes at once (default), 'wait_for' waits for the next refresh. */
  refresh?: true | 'wait_for';
  /** For tests: an existing client. */
  client?: Client;
}

/** Stored beside the document: derived fields for aggregations and text search, never returned. */
type StoredEvent = EventDocument & { years?: number[]; duplicateKey?: string; folded?: ReturnType<typeof foldedText> };
type Aggregations = Record<string, estypes.AggregationsAggregate>;
type Buckets = { buckets: { key: string | number; doc_count: number }[] };

/** Ids per request when listing every match (Elasticsearch's default result window). */
const IDS_PAGE = 10_000;
/** How long a probe of the index's words holds, and how many words are remembered. */
const HELD_WORDS_TTL_MS = 30_000;
const HELD_WORDS_KEPT = 50_000;

export class ElasticsearchEventReadModel extends EventReadModel {
  private readonly client: Client;
  private readonly names: ReturnType<typeof eventIndexNames>;
  private readonly refresh: true | 'wait_for';
  private physicalIndex = '';
  private rev = 0;

  constructor(
    url: string,
    private readonly indexPrefix = 'ff',
    options: ElasticsearchEventReadModelOptions = {},
  ) {
    super();
    this.client = options.client ?? createElasticsearchClient(url);
    this.names = eventIndexNames(indexPrefix);
    this.refresh = options.refresh ?? true;
  }

  get generation(): string {
    return this.physicalIndex;
  }

  get revision(): number {
    return this.rev;
  }

  /** Puts the index template, then adopts the index behind the alias or creates the first one. */
  async init(): Promise<void> {
    const template = loadEventIndexTemplate(this.indexPrefix);
    await this.client.indices.putIndexTemplate({ name: this.names.template, ...template });
    const current = await this.indexBehindAlias();
    if (current) {
      this.physicalIndex = current;
      return;
    }
    const index = this.newIndexName();
    await this.client.indices.create({ index, aliases: { [this.names.alias]: {} } });
    this.physicalIndex = index;
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  async upsert(docs: EventDocument[]): Promise<void> {
    this.heldWords.clear(); // this instance's own writes show at once; other instances' within the TTL
    await this.bulkUpsert(this.names.alias, docs);
    this.rev++;
  }

  async remove(ids: string[]): Promise<void> {
    await this.bulkRemove(this.names.alias, ids);
    this.rev++;
  }

  get(id: string): Promise<EventDocument | null> {
    return this.getFrom(this.names.alias, id);
  }

  getMany(ids: string[]): Promise<EventDocument[]> {
    return this.getManyFrom(this.names.alias, ids);
  }

  /** Realtime like `get`: a document written a moment ago is found before any refresh. */
  private async getManyFrom(index: string, ids: string[]): Promise<EventDocument[]> {
    if (ids.length === 0) return [];
    const res = await this.client.mget<StoredEvent>({ index, ids, _source_excludes: DERIVED_FIELDS });
    const docs: EventDocument[] = [];
    for (const d of res.docs) if ('found' in d && d.found && d._source) docs.push(d._source);
    return docs;
  }

  async search(query: EventSearchQuery): Promise<EventSearchResult> {
    const q = await this.asRun(query);
    if (q.vector?.length && q.sort === 'relevance') return this.hybridRanking(q, q.vector);
    const vector = q.vector?.length ? q.vector : null;
    // With a vector and another sort the engine sorts; the hits' scores still blend in the similarity.
    const res = await this.client.search<StoredEvent>({ index: this.names.alias, ...buildSearchRequest(q), ...(vector ? { track_scores: true } : {}) });
    return {
      total: totalOf(res),
      hits: res.hits.hits.map((h) => {
        const doc = h._source as EventDocument;
        const text = typeof h._score === 'number' ? h._score : 0;
        return { doc, score: vector ? blend(q, text, similarity(doc.embedding, vector)) : text };
      }),
    };
  }

  /**
   * Relevance with a query vector, as the embedded adapter ranks it: reciprocal rank fusion of the text ranking and
   * the cosine ranking (cosine alone without text). The engine makes both lists (the best text matches; the nearest
   * vectors among the matches, by kNN), each up to HYBRID_WINDOW long; they are fused here and the page read by id.
   * Exact while the matches fit the window; beyond it, a match in neither list cannot reach the first pages.
   */
  /** The query with the words of its text the index holds as typed, when typos may be corrected (one small request). */
  /**
   * Whether the index holds a word, remembered briefly: the vocabulary changes only when events do, and every
   * instance writes the index: a write through this instance clears it, one through another shows within
   * HELD_WORDS_TTL_MS (until then a word new to the catalogue may still be corrected).
   */
  private readonly heldWords = new Map<string, { held: boolean; until: number }>();

  private async asRun(query: EventSearchQuery): Promise<EngineEventQuery> {
    const q = normalizeEventQuery(query);
    if (!q.text || !fuzzinessFor(q.typoTolerance) || 'wordsAsTyped' in q) return q;
    const words = queryWords(q.text);
    if (words.length === 0) return q;
    const now = Date.now();
    const unknown = words.filter((w) => (this.heldWords.get(w)?.until ?? 0) <= now);
    if (unknown.length > 0) {
      const res = await this.client.search({ index: this.names.alias, ...buildHeldWordsRequest(unknown) });
      if (this.heldWords.size > HELD_WORDS_KEPT) this.heldWords.clear();
      unknown.forEach((w, i) => {
        const held = ((res.aggregations?.[`w${i}`] as { doc_count?: number } | undefined)?.doc_count ?? 0) > 0;
        this.heldWords.set(w, { held, until: now + HELD_WORDS_TTL_MS });
      });
    }
    return { ...q, wordsAsTyped: words.filter((w) => this.heldWords.get(w)?.held) };
  }

  private async hybridRanking(q: EngineEventQuery, vector: number[]): Promise<EventSearchResult> {
    type Candidate = Pick<EventDocument, 'id' | 'title' | 'startDay'>;
    const index = this.names.alias;
    const window = Math.min(10_000, Math.max(HYBRID_WINDOW, q.offset + q.limit));
    const [texts, nearest, total] = await Promise.all([
      q.text ? this.client.search<Candidate>({ index, ...buildTextCandidatesRequest(q, window) }) : null,
      this.client.search<Candidate>({ index, ...buildNearestRequest(q, vector, window) }),
      q.text ? null : this.count(q),
    ]);
    const candidates = new Map<string, { c: Candidate; text: number; sim: number }>();
    for (const h of texts?.hits.hits ?? []) candidates.set(h._source!.id, { c: h._source!, text: h._score ?? 0, sim: NaN });
    // The engine's cosine score is (1 + cosine) / 2: the same order as the cosine itself.
    for (const h of nearest.hits.hits) {
      const known = candidates.get(h._source!.id);
      if (known) known.sim = h._score ?? NaN;
      else candidates.set(h._source!.id, { c: h._source!, text: NaN, sim: h._score ?? NaN });
    }
    const list = [...candidates.values()];
    const need = q.offset + q.limit;
    if (!q.text && list.length < need && list.length < (total ?? 0)) {
      const rest = await this.client.search<Candidate>({ index, ...buildWithoutVectorRequest(q, need - list.length) });
      for (const h of rest.hits.hits) list.push({ c: h._source!, text: NaN, sim: NaN });
    }
    const fused = q.text
      ? reciprocalRankFusion(
          list.map((x) => x.text),
          list.map((x) => x.sim),
          list.length,
        )
      : list.map((x) => (Number.isNaN(x.sim) ? -2 : x.sim));
    const ranked = list
      .map(({ c }, i) => ({ id: c.id, startDay: c.startDay, titleKey: c.title.toLowerCase(), score: fused[i] }))
      .sort((a, b) => b.score - a.score || a.startDay - b.startDay || cmp(a.titleKey, b.titleKey) || cmp(a.id, b.id))
      .slice(q.offset, need);
    const docs = new Map((await this.getMany(ranked.map((r) => r.id))).map((d) => [d.id, d]));
    return {
      total: texts ? totalOf(texts) : (total ?? 0),
      hits: ranked.flatMap((r) => {
        const doc = docs.get(r.id);
        return doc ? [{ doc, score: r.score }] : [];
      }),
    };
  }

  async count(query: EventSearchQuery): Promise<number> {
    const res = await this.client.count({ index: this.names.alias, query: buildFilterQuery(await this.asRun(query)) });
    return res.count;
  }

  /** Filters only, pages of IDS_PAGE by `search_after` on the date order (its last key is the unique id). */
  async idsInDateOrder(query: EventSearchQuery): Promise<string[]> {
    const q = normalizeEventQuery({ ...query, text: undefined, vector: undefined });
    const request = {
      index: this.names.alias,
      query: buildFilterQuery(q),
      sort: buildSort({ ...q, sort: 'date' }),
      size: IDS_PAGE,
      _source: false,
      track_total_hits: false,
    };
    const ids: string[] = [];
    for (let after: estypes.SortResults | undefined; ;) {
      const res = await this.client.search({ ...request, ...(after ? { search_after: after } : {}) });
      const hits = res.hits.hits;
      for (const h of hits) ids.push(h._id!);
      if (hits.length < IDS_PAGE) return ids;
      after = hits[hits.length - 1].sort;
    }
  }

  async facets(query: EventSearchQuery, fields: EventFacetField[]): Promise<FacetCounts> {
    const aggs = Object.fromEntries(fields.map((f) => [f, FACET_AGGREGATIONS[f]]));
    const res = await this.client.search({
      index: this.names.alias,
      size: 0,
      track_total_hits: false,
      query: buildFilterQuery(await this.asRun(query)),
      aggs,
    });
    const result: FacetCounts = { category: {}, region: {}, year: {} };
    for (const field of fields) {
      const buckets = bucketsOf(res.aggregations, field);
      const sorted = field === 'year' ? [...buckets].sort((a, b) => Number(a.key) - Number(b.key)) : buckets;
      for (const b of sorted) result[field][String(b.key)] = b.doc_count;
    }
    return result;
  }

  async listForAdmin(query: AdminEventQuery): Promise<AdminEventPage> {
    const q = normalizeAdminQuery(query);
    const keys = await this.duplicateKeys();
    const res = await this.client.search<StoredEvent>({ index: this.names.alias, ...buildAdminSearchRequest(q, [...keys]) });
    return {
      total: totalOf(res),
      hits: res.hits.hits.map((h) => {
        const doc = h._source as EventDocument;
        return { doc, problems: problemsOfDoc(doc, q.today, keys) };
      }),
    };
  }

  async problemsOf(ids: string[], today: number): Promise<Record<string, string[]>> {
    const docs = await this.getMany(ids);
    const keys = await this.duplicateKeys();
    return Object.fromEntries(docs.map((d) => [d.id, problemsOfDoc(d, today, keys)]));
  }

  async qualitySummary(today: number): Promise<QualitySummary> {
    const keys = await this.duplicateKeys();
    const res = await this.client.search({ index: this.names.alias, ...buildQualitySummaryRequest(today, [...keys]) });
    const aggs = res.aggregations;
    const count = (name: string) => (aggs?.[name] as estypes.AggregationsSingleBucketAggregateBase | undefined)?.doc_count ?? 0;
    const byStatus: Record<EventStatus, number> = { draft: 0, published: 0, expired: 0, removed: 0 };
    for (const b of bucketsOf(aggs, 'byStatus')) if (String(b.key) in byStatus) byStatus[String(b.key) as EventStatus] = b.doc_count;
    const byProblem: Record<string, number> = {};
    const documentProblems = aggs?.documentProblems as (estypes.AggregationsSingleBucketAggregateBase & Aggregations) | undefined;
    for (const b of bucketsOf(documentProblems, 'codes')) byProblem[String(b.key)] = b.doc_count;
    if (count('duplicate')) byProblem[DUPLICATE_PROBLEM] = count('duplicate');
    if (count('pastPublished')) byProblem[PAST_PUBLISHED_PROBLEM] = count('pastPublished');
    return { checked: byStatus.draft + byStatus.published, invalid: count('invalid'), byProblem, byStatus };
  }

  /** Duplicate keys shared by two or more checked events. */
  private async duplicateKeys(): Promise<Set<string>> {
    const res = await this.client.search({ index: this.names.alias, ...duplicateKeysRequest() });
    return new Set(bucketsOf(res.aggregations, 'keys').map((b) => String(b.key)));
  }

  async beginRebuild(): Promise<EventIndexRebuild> {
    const index = this.newIndexName();
    await this.client.indices.create({ index });
    // No refresh per write while rebuilding (nobody searches the new index yet): one refresh before the swap.
    return new ElasticsearchRebuild(index, {
      upsert: (docs) => this.bulkUpsert(index, docs, false),
      remove: (ids) => this.bulkRemove(index, ids, false),
      get: (id) => this.getFrom(index, id),
      getMany: (ids) => this.getManyFrom(index, ids),
      commit: async () => {
        await this.client.indices.refresh({ index });
        const old = (await this.indexBehindAlias()) ?? this.physicalIndex;
        await this.client.indices.updateAliases({
          actions: [...(old ? [{ remove: { index: old, alias: this.names.alias } }] : []), { add: { index, alias: this.names.alias } }],
        });
        this.physicalIndex = index;
        this.rev++;
        if (old && old !== index) await this.client.indices.delete({ index: old }, { ignore: [404] });
      },
      abort: async () => {
        await this.client.indices.delete({ index }, { ignore: [404] });
      },
    });
  }

  private async indexBehindAlias(): Promise<string | null> {
    try {
      const res = await this.client.indices.getAlias({ name: this.names.alias });
      const indices = Object.keys(res);
      return indices.length > 0 ? indices.sort()[indices.length - 1] : null;
    } catch (e) {
      if (e instanceof errors.ResponseError && e.statusCode === 404) return null;
      throw e;
    }
  }

  private newIndexName(): string {
    // Time first so names sort by age; random suffix so two processes never collide.
    return `${this.names.physicalPrefix}${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  }

  private async getFrom(index: string, id: string): Promise<EventDocument | null> {
    const res = await this.client.get<StoredEvent>({ index, id, _source_excludes: DERIVED_FIELDS }, { ignore: [404] });
    return res.found && res._source ? res._source : null;
  }

  /**
   * External versioning makes the version guard the engine's job: a write with a lower version than
   * the stored one is rejected (409) and we drop it, an equal or higher one wins.
   */
  private async bulkUpsert(index: string, docs: EventDocument[], refresh: boolean | 'wait_for' = this.refresh): Promise<void> {
    if (docs.length === 0) return;
    const operations: (estypes.BulkOperationContainer | StoredEvent)[] = [];
    for (const doc of docs) {
      operations.push({ index: { _index: index, _id: doc.id, version: doc.version, version_type: 'external_gte' } });
      operations.push({
        ...doc,
        // The engine's cosine index refuses a vector of length zero: such a document has no vector (as in the embedded index).
        embedding: doc.embedding?.some((x) => x !== 0) ? Array.from(doc.embedding) : undefined,
        years: yearsOf(doc.startDay, doc.endDay),
        duplicateKey: duplicateKeyOf(doc),
        folded: foldedText(doc),
      });
    }
    const res = await this.client.bulk({ operations, refresh });
    if (res.errors) throwBulkFailures(res.items, [409]);
  }

  private async bulkRemove(index: string, ids: string[], refresh: boolean | 'wait_for' = this.refresh): Promise<void> {
    if (ids.length === 0) return;
    const res = await this.client.bulk({ operations: ids.map((id) => ({ delete: { _index: index, _id: id } })), refresh });
    if (res.errors) throwBulkFailures(res.items, [404]);
  }
}

function totalOf(res: estypes.SearchResponse<unknown>): number {
  const total = res.hits.total;
  return typeof total === 'number' ? total : (total?.value ?? 0);
}

/** The buckets of a terms aggregation by name (none when absent). */
function bucketsOf(aggregations: Aggregations | undefined, name: string): Buckets['buckets'] {
  const agg = aggregations?.[name] as Partial<Buckets> | undefined;
  return Array.isArray(agg?.buckets) ? agg.buckets : [];
}

/** Cosine similarity mapped to 0..1; an event without a (matching) vector sits at the middle (scores of other sorts). */
function similarity(embedding: ArrayLike<number> | null | undefined, vector: number[]): number {
  if (!embedding || embedding.length !== vector.length) return 0.5;
  let dot = 0;
  let a = 0;
  let b = 0;
  for (let i = 0; i < vector.length; i++) {
    dot += embedding[i] * vector[i];
    a += embedding[i] * embedding[i];
    b += vector[i] * vector[i];
  }
  return a === 0 || b === 0 ? 0.5 : (dot / Math.sqrt(a * b) + 1) / 2;
}

function blend(q: NormalizedEventQuery, text: number, sim: number): number {
  return q.text ? 0.5 * (text / (text + 1)) + 0.5 * sim : sim;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function throwBulkFailures(items: Partial<Record<estypes.BulkOperationType, estypes.BulkResponseItem>>[], tolerated: number[]): void {
  const failures = items.map((item) => Object.values(item)[0]).filter((r) => r.error && !tolerated.includes(r.status));
  if (failures.length > 0) {
    const first = failures[0];
    throw new Error(`Elasticsearch bulk write failed for ${failures.length} document(s), first ${first._id}: ${JSON.stringify(first.error)}`);
  }
}

/** Same answer as the embedded adapter: document problems, then the two read-model rules. */
function problemsOfDoc(doc: EventDocument, today: number, duplicateKeys: Set<string>): string[] {
  if (!isChecked(doc.status)) return [];
  const problems = [...(doc.problems ?? [])];
  if (duplicateKeys.has(duplicateKeyOf(doc))) problems.push(DUPLICATE_PROBLEM);
  if (doc.status === 'published' && doc.endDay < today) problems.push(PAST_PUBLISHED_PROBLEM);
  return problems;
}

interface RebuildOps {
  upsert(docs: EventDocument[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  get(id: string): Promise<EventDocument | null>;
  getMany(ids: string[]): Promise<EventDocument[]>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

class ElasticsearchRebuild implements EventIndexRebuild {
  private state: 'open' | 'committed' | 'aborted' = 'open';

  constructor(
    readonly index: string,
    private readonly ops: RebuildOps,
  ) {}

  async upsert(docs: EventDocument[]): Promise<void> {
    this.assertOpen();
    await this.ops.upsert(docs);
  }

  async remove(ids: string[]): Promise<void> {
    this.assertOpen();
    await this.ops.remove(ids);
  }

  get(id: string): Promise<EventDocument | null> {
    return this.ops.get(id);
  }

  getMany(ids: string[]): Promise<EventDocument[]> {
    return this.ops.getMany(ids);
  }

  async commit(): Promise<void> {
    this.assertOpen();
    this.state = 'committed';
    await this.ops.commit();
  }

  async abort(): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'aborted';
    await this.ops.abort();
  }

  private assertOpen(): void {
    if (this.state !== 'open') throw new Error(`This read-model rebuild is already ${this.state}`);
  }
}
