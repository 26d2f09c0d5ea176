import { Provider } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { EventReadModel } from '../../application/ports/event-read-model.port';
import { OramaEventReadModel } from './embedded/orama-event-read-model';

/** The event index: Elasticsearch when ELASTICSEARCH_URL is set, otherwise the embedded Orama index. */
export const eventReadModelProvider: Provider = {
  provide: EventReadModel,
  useFactory: async (config: AppConfig) => {
    const url = config.values.ELASTICSEARCH_URL;
    // The Elasticsearch adapter is loaded only when configured, keeping the embedded start-up lean.
    const model = url
      ? new (
          require('./elasticsearch/elasticsearch-event-read-model') as typeof import('./elasticsearch/elasticsearch-event-read-model')
        ).ElasticsearchEventReadModel(url, config.values.ELASTICSEARCH_INDEX_PREFIX)
      : new OramaEventReadModel();
    await model.init();
    return model;
  },
  inject: [AppConfig],
};
