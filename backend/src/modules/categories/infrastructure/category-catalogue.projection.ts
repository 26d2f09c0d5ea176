import { StoredEvent } from '../../../platform/bus/stored-event';
import { CatalogueProjection } from '../../../platform/read-model/catalogue/catalogue.projector';
import { CatalogueWriter } from '../../../platform/read-model/catalogue/catalogue-read-model.port';
import { CategoryDocument } from '../application/ports/category-document';
import { CategoryTypes } from '../domain/category.aggregate';

/** Projects categories into the catalogue read model (kind 'category'). */
export class CategoryCatalogueProjection implements CatalogueProjection {
  readonly streamTypes = ['category'];

  async apply(e: StoredEvent, writer: CatalogueWriter): Promise<void> {
    if (e.type === CategoryTypes.Created) {
      await writer.put('category', { id: e.streamId, version: e.version, ...e.payload } as CategoryDocument);
    } else if (e.type === CategoryTypes.Updated) {
      const current = await writer.get<CategoryDocument>('category', e.streamId);
      if (current && current.version < e.version) await writer.put('category', { ...current, ...e.payload, version: e.version });
    }
  }
}
