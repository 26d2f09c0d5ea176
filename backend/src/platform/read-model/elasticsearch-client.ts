import { Client } from '@elastic/elasticsearch';

/**
 * The client both Elasticsearch read models use. One retry, not the client's three: against a node that refuses
 * connections three retries with back-off take about 7 s, so a visitor would wait that long for the 503; projectors
 * wait for the node themselves (ProjectionRunner).
 */
export function createElasticsearchClient(url: string): Client {
  return new Client({ node: url, maxRetries: 1 });
}
