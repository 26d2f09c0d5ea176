import { Client } from '@elastic/elasticsearch';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ExternalServicePlan } from '../../../bus/testing/external-service.plan';
import { testEngineAddress } from '../../../testing/test-engines';

/** The image of the same Elasticsearch version the engines script runs (scripts/engines/versions.json). */
export const ELASTICSEARCH_TEST_IMAGE: string = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../../../scripts/engines/versions.json'), 'utf8'))
  .elasticsearch.image;

/** A throwaway single-node Elasticsearch (security off) through testcontainers, where a Docker engine exists. */
export async function startElasticsearchContainer(): Promise<{ url: string; stop(): Promise<unknown> }> {
  // Loaded only here so machines without the package still compile and run everything else.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { GenericContainer, Wait } = require('testcontainers');
  const container = await new GenericContainer(ELASTICSEARCH_TEST_IMAGE)
    .withEnvironment({
      'discovery.type': 'single-node',
      'xpack.security.enabled': 'false',
      ES_JAVA_OPTS: '-Xms512m -Xmx512m',
    })
    .withExposedPorts(9200)
    .withWaitStrategy(Wait.forHttp('/_cluster/health?wait_for_status=yellow&timeout=60s', 9200).forStatusCode(200))
    .withStartupTimeout(240_000)
    .start();
  return { url: `http://${container.getHost()}:${container.getMappedPort(9200)}`, stop: () => container.stop() };
}

/** The node a suite runs on: a container of its own where Docker is (`stop` removes it), else the engines' or given address. */
export async function elasticsearchForTests(plan: ExternalServicePlan): Promise<{ url: string; stop(): Promise<unknown> }> {
  if (plan.mode === 'container') return startElasticsearchContainer();
  return { url: await testEngineAddress('elasticsearch', plan), stop: async () => undefined };
}

/**
 * Leaves a shared node as it was: drops the indices matching each pattern, by name (Elasticsearch 8 refuses wildcard
 * deletes, action.destructive_requires_name), and the named index templates.
 */
export async function dropTestIndices(url: string, patterns: string[], templates: string[] = []): Promise<void> {
  const client = new Client({ node: url });
  try {
    for (const pattern of patterns) {
      const indices = await client.indices.get({ index: pattern }).catch(() => ({}));
      for (const index of Object.keys(indices)) await client.indices.delete({ index }, { ignore: [404] });
    }
    for (const name of templates) await client.indices.deleteIndexTemplate({ name }, { ignore: [404] });
  } finally {
    await client.close();
  }
}
