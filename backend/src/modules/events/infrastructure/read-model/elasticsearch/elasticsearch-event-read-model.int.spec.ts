/**
 * The EventReadModel contract against a real Elasticsearch: the address given to jest, the engines its global set-up
 * starts (scripts/engines), or a container (testcontainers) where a Docker engine is there; else skipped, saying why.
 */
import { randomBytes } from 'node:crypto';
import { describeWithExternalService, planExternalService } from '../../../../../platform/bus/testing/external-service.plan';
import { dropTestIndices, elasticsearchForTests } from '../../../../../platform/read-model/catalogue/testing/elasticsearch-test-node';
import { describeEventReadModelContract } from '../../../testing/event-read-model.contract';
import { ElasticsearchEventReadModel } from './elasticsearch-event-read-model';

const plan = planExternalService('elasticsearch', ['testcontainers']);

describeWithExternalService('ElasticsearchEventReadModel against a real cluster', plan, () => {
  let url = '';
  let stop = async (): Promise<unknown> => undefined;
  // Every model gets its own prefix (alias, template, indices), removed at the end.
  const prefixes: string[] = [];
  const models: ElasticsearchEventReadModel[] = [];

  beforeAll(async () => {
    ({ url, stop } = await elasticsearchForTests(plan));
  }, 600_000);

  afterAll(async () => {
    await Promise.all(models.map((m) => m.close()));
    if (url && prefixes.length > 0) {
      await dropTestIndices(
        url,
        prefixes.map((p) => `${p}-events-*`),
        prefixes.map((p) => `${p}-events`),
      );
    }
    await stop();
  }, 60_000);

  describeEventReadModelContract('ElasticsearchEventReadModel', async () => {
    const prefix = `ff-contract-${randomBytes(4).toString('hex')}`;
    prefixes.push(prefix);
    const model = new ElasticsearchEventReadModel(url, prefix);
    models.push(model);
    await model.init();
    return model;
  });
});
