/**
 * The catalogue contract against a real Elasticsearch: the address given to jest, the engines its global set-up
 * starts (scripts/engines), or a container (testcontainers) where a Docker engine is there; else skipped, saying why.
 */
import { Client } from '@elastic/elasticsearch';
import { randomBytes } from 'node:crypto';
import { describeWithExternalService, planExternalService } from '../../bus/testing/external-service.plan';
import { testEngineAddress } from '../../testing/test-engines';
import { ElasticsearchCatalogueReadModel } from './elasticsearch-catalogue-read-model';
import { describeCatalogueReadModelContract } from './testing/catalogue-read-model.contract';
import { startElasticsearchContainer } from './testing/elasticsearch-test-node';

const plan = planExternalService('elasticsearch', ['testcontainers']);

describeWithExternalService('ElasticsearchCatalogueReadModel against a real node', plan, () => {
  let url = '';
  let container: { stop(): Promise<unknown> } | null = null;
  const models: ElasticsearchCatalogueReadModel[] = [];

  beforeAll(async () => {
    if (plan.mode === 'container') {
      const started = await startElasticsearchContainer();
      container = started;
      url = started.url;
    } else {
      url = await testEngineAddress('elasticsearch', plan);
    }
  }, 600_000);

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
