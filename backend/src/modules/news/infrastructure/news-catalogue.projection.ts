import { StoredEvent } from '../../../platform/bus/stored-event';
import { CatalogueProjection } from '../../../platform/read-model/catalogue/catalogue.projector';
import { CatalogueWriter } from '../../../platform/read-model/catalogue/catalogue-read-model.port';
import { NewsDocument } from '../application/ports/news-document';
import { NewsTypes } from '../domain/news-item.aggregate';

/** Projects published news into the catalogue read model (kind 'news'). */
export class NewsCatalogueProjection implements CatalogueProjection {
  readonly streamTypes = ['news'];

  async apply(e: StoredEvent, writer: CatalogueWriter): Promise<void> {
    if (e.type === NewsTypes.Published) {
      await writer.put('news', { id: e.streamId, version: e.version, ...e.payload } as NewsDocument);
    }
  }
}
