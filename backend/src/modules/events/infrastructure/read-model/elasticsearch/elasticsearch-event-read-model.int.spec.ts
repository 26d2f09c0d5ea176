/**
 * The EventReadModel contract against a real Elasticsearch: the address given to jest, the engines its global set-up
 * starts (scripts/engines), or a container (testcontainers) where a Docker engine is there; else skipped, saying why.
 */
import { randomBytes } from 'node:crypto';
import { Client } from '@elastic/elasticsearch';
import { describeWithExternalService, planExternalService } from '../../../../../platform/bus/testing/external-service.plan';
import { startElasticsearchContainer } from '../../../../../platform/read-model/catalogue/testing/elasticsearch-test-node';
import { testEngineAddress } from '../../../../../platform/testing/test-engines';
import { describeEventReadModelContract } from '../../../testing/event-read-model.contract';
import { ElasticsearchEventReadModel } from './elasticsearch-event-read-model';

const plan = planExternalService('elasticsearch', ['testcontainers']);

describeWithExternalService('ElasticsearchEventReadModel against a real cluster', plan, () => {
  let url = '';
  let container: { stop(): Promise<unknown> } | null = null;
  // Every model gets its own prefix (alias, template, indices), removed at the end.
  const prefixes: string[] = [];
  const models: ElasticsearchEventReadModel[] = [];

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
    await Promise.all(models.map((m) => m.close()));
    if (url && prefixes.length > 0) {
      const client = new Client({ node: url });
      for (const prefix of prefixes) {
        // By name: Elasticsearch 8 refuses wildcard deletes (action.destructive_requires_name).
        const indices = await client.indices.get({ index: `${prefix}-events-*` }).catch(() => ({}));
        for (const index of Object.keys(indices)) await client.indices.delete({ index }, { ignore: [404] });
        await client.indices.deleteIndexTemplate({ name: `${prefix}-events` }, { ignore: [404] });
      }
      await client.close();
    }
    await container?.stop();
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
