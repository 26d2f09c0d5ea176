import { StoredEvent } from '../../../platform/bus/stored-event';
import { CatalogueProjection } from '../../../platform/read-model/catalogue/catalogue.projector';
import { CatalogueWriter } from '../../../platform/read-model/catalogue/catalogue-read-model.port';
import { VenueDocument } from '../application/ports/venue-document';
import { VenueTypes } from '../domain/venue.aggregate';

/** Projects venues into the catalogue read model (kind 'venue'); the public venue page reads only this. */
export class VenueCatalogueProjection implements CatalogueProjection {
  readonly streamTypes = ['venue'];

  async apply(e: StoredEvent, writer: CatalogueWriter): Promise<void> {
    if (e.type === VenueTypes.Created) {
      await writer.put('venue', { id: e.streamId, version: e.version, ...e.payload } as VenueDocument);
    } else if (e.type === VenueTypes.Updated) {
      const current = await writer.get<VenueDocument>('venue', e.streamId);
      if (current && current.version < e.version) await writer.put('venue', { ...current, ...e.payload, version: e.version });
    }
  }
}
