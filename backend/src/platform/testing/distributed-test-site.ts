import { ConfigOverrides } from '../config/app-config';
import { dropTestIndices } from '../read-model/catalogue/testing/elasticsearch-test-node';
import { EnginePlan, holdTestEngine, planTestEngine, testEngineAddress } from './test-engines';

/** Both engines, given to jest or from the engines script (no containers are wired for the whole site). */
export function bothEnginesPlan(): EnginePlan {
  const kafka = planTestEngine('kafka');
  const elasticsearch = planTestEngine('elasticsearch');
  return kafka.mode === 'skip' ? kafka : elasticsearch.mode === 'skip' ? elasticsearch : kafka;
}

/**
 * Settings that put a test site on the test Kafka and Elasticsearch under a prefix of its own (client id, topic,
 * indices). `release` lets the Kafka suites restart the broker again and drops the prefix's indices and template.
 */
export async function distributedTestSettings(prefix: string, { holdKafka = true } = {}): Promise<{ env: ConfigOverrides; release(): Promise<void> }> {
  const brokers = await testEngineAddress('kafka', planTestEngine('kafka'));
  // Kept from the Kafka suites' broker restarts, which would otherwise stall the site's deliveries (a suite that
  // restarts the broker itself says holdKafka: false: it has the broker alone for its whole run).
  const releaseKafka = holdKafka ? await holdTestEngine('kafka') : () => undefined;
  const url = await testEngineAddress('elasticsearch', planTestEngine('elasticsearch'));
  return {
    env: { KAFKA_BROKERS: brokers, KAFKA_CLIENT_ID: prefix, KAFKA_TOPIC: prefix, ELASTICSEARCH_URL: url, ELASTICSEARCH_INDEX_PREFIX: prefix },
    release: async () => {
      releaseKafka();
      await dropTestIndices(url, [`${prefix}-*`], [`${prefix}-events`]);
    },
  };
}
