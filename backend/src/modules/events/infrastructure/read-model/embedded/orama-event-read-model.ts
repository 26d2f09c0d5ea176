/**
 * Embedded (in-process) read model: Orama for full text, a column store for filters, facets and
 * sorts. Lives in memory, so every process start is a new generation and projectors replay into it.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminEventPage,
  AdminEventQuery,
  EventDocument,
  EventFacetField,
  EventSearchQuery,
  EventSearchResult,
  FacetCounts,
  QualitySummary,
} from '../../../application/ports/event-document';
import { normalizeAdminQuery } from '../event-quality.semantics';
import { EventIndexRebuild, EventReadModel } from '../../../application/ports/event-read-model.port';
import { normalizeEventQuery } from '../event-search.semantics';
import { EmbeddedEventIndex, EmbeddedIndexSnapshot } from './embedded-event-index';

/** Large batches are applied in chunks so health checks and queries still get answers during a replay. */
const WRITE_CHUNK = 2_000;

export interface OramaEventReadModelOptions {
  /** Recent text queries kept per index revision of the text (default 256; 0 disables, for benchmarks). */
  textCacheSize?: number;
  /** Documents kept parsed after a restore reads them (default 16,384; see EventColumns.docAt). */
  parsedKept?: number;
}

export class OramaEventReadModel extends EventReadModel {
  private live: EmbeddedEventIndex;
  private liveGeneration = randomUUID();
  private rev = 0;
  private writes: Promise<unknown> = Promise.resolve();
  private pendingRebuild: OramaRebuild | null = null;
  private summary: { key: string; value: QualitySummary } | null = null;

  constructor(private readonly options: OramaEventReadModelOptions = {}) {
    super();
    this.live = new EmbeddedEventIndex(options);
  }

  get generation(): string {
    return this.liveGeneration;
  }

  get revision(): number {
    return this.rev;
  }

  /** Documents in the live index. */
  get size(): number {
    return this.live.size;
  }

  async init(): Promise<void> {}

  async close(): Promise<void> {
    await this.writes;
  }

  upsert(docs: EventDocument[]): Promise<void> {
    return this.write(() => applyInChunks(docs, (chunk) => this.live.upsert(chunk)));
  }

  remove(ids: string[]): Promise<void> {
    return this.write(async () => {
      this.live.remove(ids);
    });
  }

  async get(id: string): Promise<EventDocument | null> {
    return this.live.get(id);
  }

  async getMany(ids: string[]): Promise<EventDocument[]> {
    const docs: EventDocument[] = [];
    for (const id of ids) {
      const doc = this.live.get(id);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  async search(query: EventSearchQuery): Promise<EventSearchResult> {
    return this.live.search(normalizeEventQuery(query));
  }

  async count(query: EventSearchQuery): Promise<number> {
    return this.live.count(normalizeEventQuery(query));
  }

  async idsInDateOrder(query: EventSearchQuery): Promise<string[]> {
    return this.live.idsInDateOrder(normalizeEventQuery({ ...query, text: undefined, vector: undefined }));
  }

  async facets(query: EventSearchQuery, fields: EventFacetField[]): Promise<FacetCounts> {
    return this.live.facets(normalizeEventQuery(query), fields);
  }

  async listForAdmin(query: AdminEventQuery): Promise<AdminEventPage> {
    return this.live.listForAdmin(normalizeAdminQuery(query));
  }

  async problemsOf(ids: string[], today: number): Promise<Record<string, string[]>> {
    return this.live.problemsOf(ids, today);
  }

  async qualitySummary(today: number): Promise<QualitySummary> {
    // The dashboard asks often and the answer only changes with the data or the day.
    const key = `${this.rev}:${this.liveGeneration}:${today}`;
    if (this.summary?.key !== key) this.summary = { key, value: this.live.qualitySummary(today) };
    return structuredClone(this.summary.value);
  }

  /** The live index's content, taken between writes. */
  snapshot(): Promise<EmbeddedIndexSnapshot> {
    return this.betweenWrites(async (snapshot) => snapshot);
  }

  /**
   * Runs `use` on the live index's content with later writes held back until it is done (queries go on):
   * parts of Orama's saved data are the live objects, so they are serialised before the next write.
   */
  betweenWrites<T>(use: (snapshot: EmbeddedIndexSnapshot) => Promise<T>): Promise<T> {
    const run = this.writes.then(() => use(this.live.snapshot()));
    this.writes = run.catch(() => undefined);
    return run;
  }

  /** Swaps in an index rebuilt from a snapshot (at start, before the projector catches up from its position). */
  restore(snapshot: EmbeddedIndexSnapshot): Promise<void> {
    return this.write(async () => {
      this.live = EmbeddedEventIndex.fromSnapshot(snapshot, this.options);
      this.liveGeneration = randomUUID();
    });
  }

  async beginRebuild(): Promise<EventIndexRebuild> {
    this.pendingRebuild?.supersede();
    const rebuild = new OramaRebuild(
      new EmbeddedEventIndex(this.options),
      (fn) => this.write(fn),
      (index) => {
        this.live = index;
        this.liveGeneration = randomUUID();
        this.pendingRebuild = null;
        this.rev++;
      },
      () => {
        this.pendingRebuild = null;
      },
    );
    this.pendingRebuild = rebuild;
    return rebuild;
  }

  /** Writes are serialised: each batch sees the previous one complete. */
  private write(fn: () => Promise<void>): Promise<void> {
    const run = this.writes.then(fn).finally(() => {
      this.rev++;
    });
    this.writes = run.catch(() => undefined);
    return run;
  }
}

class OramaRebuild implements EventIndexRebuild {
  private state: 'open' | 'committed' | 'aborted' | 'superseded' = 'open';

  constructor(
    private readonly index: EmbeddedEventIndex,
    private readonly write: (fn: () => Promise<void>) => Promise<void>,
    private readonly swapIn: (index: EmbeddedEventIndex) => void,
    private readonly dropped: () => void,
  ) {}

  async upsert(docs: EventDocument[]): Promise<void> {
    this.assertOpen();
    await applyInChunks(docs, (chunk) => this.index.upsert(chunk));
  }

  async remove(ids: string[]): Promise<void> {
    this.assertOpen();
    this.index.remove(ids);
  }

  async get(id: string): Promise<EventDocument | null> {
    return this.index.get(id);
  }

  async getMany(ids: string[]): Promise<EventDocument[]> {
    return ids.flatMap((id) => this.index.get(id) ?? []);
  }

  async commit(): Promise<void> {
    this.assertOpen();
    this.state = 'committed';
    // Through the write queue so a live batch in flight finishes against the old index first.
    await this.write(async () => this.swapIn(this.index));
  }

  async abort(): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'aborted';
    this.dropped();
  }

  supersede(): void {
    if (this.state === 'open') this.state = 'superseded';
  }

  private assertOpen(): void {
    if (this.state !== 'open') throw new Error(`This read-model rebuild is already ${this.state}`);
  }
}

async function applyInChunks(docs: EventDocument[], apply: (chunk: EventDocument[]) => unknown): Promise<void> {
  if (docs.length <= WRITE_CHUNK) {
    apply(docs);
    return;
  }
  for (let i = 0; i < docs.length; i += WRITE_CHUNK) {
    apply(docs.slice(i, i + WRITE_CHUNK));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
