import { readFileSync } from 'node:fs';
import path from 'node:path';

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
