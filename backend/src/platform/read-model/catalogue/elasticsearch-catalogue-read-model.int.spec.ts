/**
 * The catalogue contract against a real Elasticsearch: the address given to jest, the engines its global set-up
 * starts (scripts/engines), or a container (testcontainers) where a Docker engine is there; else skipped, saying why.
 */
import { randomBytes } from 'node:crypto';
import { describeWithExternalService, planExternalService } from '../../bus/testing/external-service.plan';
import { ElasticsearchCatalogueReadModel } from './elasticsearch-catalogue-read-model';
import { describeCatalogueReadModelContract } from './testing/catalogue-read-model.contract';
import { dropTestIndices, elasticsearchForTests } from './testing/elasticsearch-test-node';

const plan = planExternalService('elasticsearch', ['testcontainers']);

describeWithExternalService('ElasticsearchCatalogueReadModel against a real node', plan, () => {
  let url = '';
  let stop = async (): Promise<unknown> => undefined;
  const models: ElasticsearchCatalogueReadModel[] = [];

  beforeAll(async () => {
    ({ url, stop } = await elasticsearchForTests(plan));
  }, 600_000);

  afterAll(async () => {
    await dropTestIndices(
      url,
      models.map((m) => `${m.alias}-*`),
    );
    await stop();
  });

  describeCatalogueReadModelContract('elasticsearch (real node)', async () => {
    const model = new ElasticsearchCatalogueReadModel(url, `ff-contract-${randomBytes(4).toString('hex')}`);
    models.push(model);
    return model;
  });
});
