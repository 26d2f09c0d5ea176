/**
 * Elasticsearch read model (ELASTICSEARCH_URL). Queries go through the alias `<prefix>-events`; the
 * physical index behind it (`<prefix>-events-<id>`) is the generation. A rebuild fills a new physical
 * index and swaps the alias in one `_aliases` call, so readers never see a half-built index.
 */
import { randomBytes } from 'node:crypto';
import { Client, errors } from '@elastic/elasticsearch';
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
import { normalizeEventQuery, yearsOf } from '../event-search.semantics';
import { eventIndexNames, loadEventIndexTemplate } from './event-index-template';
import {
  FACET_AGGREGATIONS,
  buildAdminSearchRequest,
  buildFilterQuery,
  buildQualitySummaryRequest,
  buildSearchRequest,
  duplicateKeysRequest,
} from './event-search.query-builder';

export interface ElasticsearchEventReadModelOptions {
  /** Make writes visible before they resolve: 'true' refreshes at once (default), 'wait_for' waits for the next refresh. */
  refresh?: true | 'wait_for';
  /** For tests: an existing client. */
  client?: Client;
}

/** Stored beside the document: derived fields for aggregations, never returned. */
type StoredEvent = EventDocument & { years?: number[]; duplicateKey?: string };
const DERIVED_FIELDS = ['years', 'duplicateKey'];

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
    this.client = options.client ?? new Client({ node: url });
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
    await this.client.indices.putIndexTemplate({ name: this.names.template, ...template } as never);
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

  async getMany(ids: string[]): Promise<EventDocument[]> {
    if (ids.length === 0) return [];
    const res = await this.client.mget<StoredEvent>({ index: this.names.alias, ids, _source_excludes: DERIVED_FIELDS });
    const docs: EventDocument[] = [];
    for (const d of res.docs) if ('found' in d && d.found && d._source) docs.push(d._source);
    return docs;
  }

  async search(query: EventSearchQuery): Promise<EventSearchResult> {
    const q = normalizeEventQuery(query);
    const res = await this.client.search<StoredEvent>({ index: this.names.alias, ...buildSearchRequest(q) } as never);
    const total = typeof res.hits.total === 'number' ? res.hits.total : (res.hits.total?.value ?? 0);
    return {
      total,
      hits: res.hits.hits.map((h) => ({ doc: h._source as EventDocument, score: typeof h._score === 'number' ? h._score : 0 })),
    };
  }

  async count(query: EventSearchQuery): Promise<number> {
    const res = await this.client.count({ index: this.names.alias, query: buildFilterQuery(normalizeEventQuery(query)) } as never);
    return res.count;
  }

  async facets(query: EventSearchQuery, fields: EventFacetField[]): Promise<FacetCounts> {
    const aggs = Object.fromEntries(fields.map((f) => [f, FACET_AGGREGATIONS[f]]));
    const res = await this.client.search({
      index: this.names.alias,
      size: 0,
      track_total_hits: false,
      query: buildFilterQuery(normalizeEventQuery(query)),
      aggs,
    } as never);
    const result: FacetCounts = { category: {}, region: {}, year: {} };
    const aggregations = (res.aggregations ?? {}) as Record<string, { buckets?: { key: string | number; doc_count: number }[] }>;
    for (const field of fields) {
      const buckets = aggregations[field]?.buckets ?? [];
      const sorted = field === 'year' ? [...buckets].sort((a, b) => Number(a.key) - Number(b.key)) : buckets;
      for (const b of sorted) result[field][String(b.key)] = b.doc_count;
    }
    return result;
  }

  async listForAdmin(query: AdminEventQuery): Promise<AdminEventPage> {
    const q = normalizeAdminQuery(query);
    const keys = await this.duplicateKeys();
    const res = await this.client.search<StoredEvent>({ index: this.names.alias, ...buildAdminSearchRequest(q, [...keys]) } as never);
    const total = typeof res.hits.total === 'number' ? res.hits.total : (res.hits.total?.value ?? 0);
    return {
      total,
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
    const res = await this.client.search({ index: this.names.alias, ...buildQualitySummaryRequest(today, [...keys]) } as never);
    type Buckets = { buckets: { key: string; doc_count: number }[] };
    const aggs = (res.aggregations ?? {}) as {
      byStatus?: Buckets;
      invalid?: { doc_count: number };
      documentProblems?: { codes?: Buckets };
      duplicate?: { doc_count: number };
      pastPublished?: { doc_count: number };
    };
    const byStatus: Record<EventStatus, number> = { draft: 0, published: 0, expired: 0, removed: 0 };
    for (const b of aggs.byStatus?.buckets ?? []) if (b.key in byStatus) byStatus[b.key as EventStatus] = b.doc_count;
    const byProblem: Record<string, number> = {};
    for (const b of aggs.documentProblems?.codes?.buckets ?? []) byProblem[b.key] = b.doc_count;
    if (aggs.duplicate?.doc_count) byProblem[DUPLICATE_PROBLEM] = aggs.duplicate.doc_count;
    if (aggs.pastPublished?.doc_count) byProblem[PAST_PUBLISHED_PROBLEM] = aggs.pastPublished.doc_count;
    return { checked: byStatus.draft + byStatus.published, invalid: aggs.invalid?.doc_count ?? 0, byProblem, byStatus };
  }

  /** Duplicate keys shared by two or more checked events. */
  private async duplicateKeys(): Promise<Set<string>> {
    const res = await this.client.search({ index: this.names.alias, ...duplicateKeysRequest() } as never);
    const buckets = ((res.aggregations ?? {}) as { keys?: { buckets?: { key: string }[] } }).keys?.buckets ?? [];
    return new Set(buckets.map((b) => String(b.key)));
  }

  async beginRebuild(): Promise<EventIndexRebuild> {
    const index = this.newIndexName();
    await this.client.indices.create({ index });
    return new ElasticsearchRebuild(index, {
      upsert: (docs) => this.bulkUpsert(index, docs),
      remove: (ids) => this.bulkRemove(index, ids),
      get: (id) => this.getFrom(index, id),
      commit: async () => {
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
  private async bulkUpsert(index: string, docs: EventDocument[]): Promise<void> {
    if (docs.length === 0) return;
    const operations: unknown[] = [];
    for (const doc of docs) {
      operations.push({ index: { _index: index, _id: doc.id, version: doc.version, version_type: 'external_gte' } });
      operations.push({ ...doc, years: yearsOf(doc.startDay, doc.endDay), duplicateKey: duplicateKeyOf(doc) });
    }
    const res = await this.client.bulk({ operations, refresh: this.refresh });
    if (res.errors) throwBulkFailures(res.items, [409]);
  }

  private async bulkRemove(index: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const res = await this.client.bulk({ operations: ids.map((id) => ({ delete: { _index: index, _id: id } })), refresh: this.refresh });
    if (res.errors) throwBulkFailures(res.items, [404]);
  }
}

function throwBulkFailures(items: Record<string, { status: number; _id?: string | null; error?: unknown }>[], tolerated: number[]): void {
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
