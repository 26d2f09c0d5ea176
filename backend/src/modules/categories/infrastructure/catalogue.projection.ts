import { StoredEvent } from '../../../platform/bus/stored-event';
import { ProjectionRebuild, Projector } from '../../../platform/projections/projector';
import {
  CatalogueDocument,
  CatalogueReadModel,
  CatalogueWriter,
} from '../../../platform/read-model/catalogue/catalogue-read-model.port';
import { NewsItemProps, NewsTypes } from '../../news/domain/news-item.aggregate';
import { CategoryProps, CategoryTypes } from '../domain/category.aggregate';

export interface CategoryDocument extends CatalogueDocument, CategoryProps {}

export interface NewsDocument extends CatalogueDocument, NewsItemProps {}

/**
 * Projects categories and news into the catalogue read model. One projector for both kinds so
 * that a rebuild swaps the whole catalogue at once.
 */
export class CatalogueProjector implements Projector<CatalogueWriter> {
  readonly name = 'catalogue';

  constructor(private readonly store: CatalogueReadModel) {}

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
    for (const e of events) {
      if (e.type === CategoryTypes.Created) {
        await writer.put('category', { id: e.streamId, version: e.version, ...e.payload } as CategoryDocument);
      } else if (e.type === CategoryTypes.Updated) {
        const current = await writer.get<CategoryDocument>('category', e.streamId);
        if (current && current.version < e.version) await writer.put('category', { ...current, ...e.payload, version: e.version });
      } else if (e.type === NewsTypes.Published) {
        await writer.put('news', { id: e.streamId, version: e.version, ...e.payload } as NewsDocument);
      }
    }
  }
}
