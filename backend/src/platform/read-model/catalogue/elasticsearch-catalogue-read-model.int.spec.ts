/**
 * The catalogue contract against a real Elasticsearch: ELASTICSEARCH_URL if set, otherwise a single-node container
 * (testcontainers) when a Docker engine is there, otherwise skipped with the reason printed.
 */
import { Client } from '@elastic/elasticsearch';
import { randomBytes } from 'node:crypto';
import { describeWithExternalService, planExternalService } from '../../bus/testing/external-service.plan';
import { ElasticsearchCatalogueReadModel } from './elasticsearch-catalogue-read-model';
import { describeCatalogueReadModelContract } from './testing/catalogue-read-model.contract';
import { startElasticsearchContainer } from './testing/elasticsearch-test-node';

const plan = planExternalService('ELASTICSEARCH_URL', ['testcontainers']);

describeWithExternalService('ElasticsearchCatalogueReadModel against a real node', plan, () => {
  let url = plan.mode === 'env' ? plan.value : '';
  let container: { stop(): Promise<unknown> } | null = null;
  const models: ElasticsearchCatalogueReadModel[] = [];

  beforeAll(async () => {
    if (plan.mode !== 'container') return;
    const started = await startElasticsearchContainer();
    container = started;
    url = started.url;
  }, 300_000);

  afterAll(async () => {
    // Leave a shared node as it was: drop the indices this run made.
    const client = new Client({ node: url });
    // By name: Elasticsearch 8 refuses wildcard deletes (action.destructive_requires_name).
    for (const m of models) {
      const indices = await client.indices.get({ index: `${m.alias}-*` }).catch(() => ({}));
      for (const index of Object.keys(indices)) await client.indices.delete({ index }).catch(() => undefined);
    }
    await client.close();
    await container?.stop();
  });

  describeCatalogueReadModelContract('elasticsearch (real node)', async () => {
    const model = new ElasticsearchCatalogueReadModel(url, `ff-contract-${randomBytes(4).toString('hex')}`);
    models.push(model);
    return model;
  });
});
