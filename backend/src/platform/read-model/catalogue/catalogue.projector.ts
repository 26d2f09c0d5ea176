import { StoredEvent } from '../../bus/stored-event';
import { ProjectionRebuild, Projector } from '../../projections/projector';
import { CatalogueReadModel, CatalogueWriter } from './catalogue-read-model.port';

/** One module's share of the catalogue: turns its events into documents of its own kinds. */
export interface CatalogueProjection {
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
