import { StoredEvent } from '../../bus/stored-event';
import { ProjectionRebuild, Projector } from '../../projections/projector';
import { CatalogueReadModel, CatalogueWriter } from './catalogue-read-model.port';

/** One module's share of the catalogue: turns its events into documents of its own kinds. */
export interface CatalogueProjection {
  /** The stream types whose events it reads (absent: it may read any). */
  readonly streamTypes?: readonly string[];
  /** Must be idempotent per stream version and ignore event types it does not know. */
  apply(event: StoredEvent, writer: CatalogueWriter): Promise<void>;
}

/**
 * Projects every module's catalogue documents (categories, news, ...) through one projector, so a rebuild
 * swaps the whole catalogue at once. Modules add their CatalogueProjection in onModuleInit.
 */
export class CatalogueProjector implements Projector<CatalogueWriter> {
  readonly name = 'catalogue';
  private readonly projections: CatalogueProjection[] = [];

  constructor(private readonly store: CatalogueReadModel) {}

  add(projection: CatalogueProjection): void {
    this.projections.push(projection);
  }

  /** The union of its projections' stream types, so start-up reads no event payloads it would skip. */
  get streamTypes(): readonly string[] | undefined {
    if (this.projections.some((p) => !p.streamTypes)) return undefined;
    return [...new Set(this.projections.flatMap((p) => p.streamTypes!))];
  }

  generation(): string {
    return this.store.generation;
  }

  live(): CatalogueWriter {
    return this.store;
  }

  async beginRebuild(): Promise<ProjectionRebuild<CatalogueWriter>> {
    const rebuild = await this.store.beginRebuild();
    return { writer: rebuild, commit: () => rebuild.commit(), abort: () => rebuild.abort() };
  }

  async apply(events: StoredEvent[], writer: CatalogueWriter): Promise<void> {
    for (const e of events) for (const projection of this.projections) await projection.apply(e, writer);
  }
}
