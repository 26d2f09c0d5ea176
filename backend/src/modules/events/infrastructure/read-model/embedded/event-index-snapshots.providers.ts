import { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../../platform/config/app-config';
import { EventReadModel } from '../../../application/ports/event-read-model.port';
import { TextEmbedder } from '../../../../embeddings/application/ports/text-embedder.port';
import { EventSearchProjector } from '../../event-search.projection';
import { SqlVenueAccessLookup } from '../../sql-venue-access.lookup';
import { EventIndexSnapshotFile, eventIndexSnapshotPath } from './event-index-snapshot';
import { EventIndexSnapshots } from './event-index-snapshots';
import { OramaEventReadModel } from './orama-event-read-model';

const snapshotFile = (config: AppConfig, index: EventReadModel): EventIndexSnapshotFile | null =>
  config.values.READ_MODEL_SNAPSHOT === 'true' && index instanceof OramaEventReadModel ? new EventIndexSnapshotFile(eventIndexSnapshotPath(config)) : null;

/** The event-index projector and, for the embedded index with snapshots on, its snapshot keeper (else null). */
export const eventIndexSnapshotProviders: Provider[] = [
  {
    provide: EventSearchProjector,
    useFactory: (config: AppConfig, index: EventReadModel, embedder: TextEmbedder | undefined, db: DataSource) =>
      new EventSearchProjector(index, snapshotFile(config, index) ?? undefined, embedder, new SqlVenueAccessLookup(db)),
    inject: [AppConfig, EventReadModel, { token: TextEmbedder, optional: true }, DataSource],
  },
  {
    provide: EventIndexSnapshots,
    useFactory: (config: AppConfig, index: EventReadModel, projector: EventSearchProjector, db: DataSource) => {
      const file = snapshotFile(config, index);
      return file && index instanceof OramaEventReadModel ? new EventIndexSnapshots(file, index, projector, db) : null;
    },
    inject: [AppConfig, EventReadModel, EventSearchProjector, DataSource],
  },
];
