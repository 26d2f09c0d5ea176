/**
 * The EventReadModel contract against a real Elasticsearch: ELASTICSEARCH_URL if set, otherwise a
 * single-node cluster in a throwaway container (testcontainers) when a Docker engine is there,
 * otherwise skipped with the reason printed.
 */
import { randomBytes } from 'node:crypto';
import { Client } from '@elastic/elasticsearch';
import { describeWithExternalService, planExternalService } from '../../../../../platform/bus/testing/external-service.plan';
import { describeEventReadModelContract } from '../../../testing/event-read-model.contract';
import { ElasticsearchEventReadModel } from './elasticsearch-event-read-model';

const ELASTICSEARCH_IMAGE = 'docker.elastic.co/elasticsearch/elasticsearch:8.19.0';
const plan = planExternalService('ELASTICSEARCH_URL', ['testcontainers', '@testcontainers/elasticsearch']);

describeWithExternalService('ElasticsearchEventReadModel against a real cluster', plan, () => {
  let url = plan.mode === 'env' ? plan.value : '';
  let container: { stop(): Promise<unknown> } | null = null;
  // Every model gets its own prefix (alias, template, indices), removed at the end.
  const prefixes: string[] = [];

  beforeAll(async () => {
    if (plan.mode !== 'container') return;
    // Loaded only here so machines without the package still compile and run the rest of the suite.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ElasticsearchContainer } = require('@testcontainers/elasticsearch');
    const started = await new ElasticsearchContainer(ELASTICSEARCH_IMAGE)
      .withEnvironment({ 'xpack.security.enabled': 'false', ES_JAVA_OPTS: '-Xms512m -Xmx512m' })
      .start();
    container = started;
    url = started.getHttpUrl();
  }, 300_000);

  afterAll(async () => {
    if (url && prefixes.length > 0) {
      const client = new Client({ node: url });
      for (const prefix of prefixes) {
        await client.indices.delete({ index: `${prefix}-events-*` }, { ignore: [404] });
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
    await model.init();
    return model;
  });
});
