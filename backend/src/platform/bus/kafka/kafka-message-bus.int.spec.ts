/**
 * The MessageBus contract against a real Kafka broker: KAFKA_BROKERS if set, otherwise a KRaft broker in a
 * throwaway container (testcontainers) when a Docker engine is there, otherwise skipped with the reason printed.
 */
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { describeWithExternalService, planExternalService } from '../testing/external-service.plan';
import { describeMessageBusContract } from '../testing/message-bus.contract';
import { KafkaMessageBus } from './kafka-message-bus';
import { loadEventLogTopicConfig } from './kafka-topic.config';

const KAFKA_IMAGE = 'confluentinc/cp-kafka:7.9.1';
const plan = planExternalService('KAFKA_BROKERS', ['testcontainers', '@testcontainers/kafka']);

describeWithExternalService('KafkaMessageBus against a real broker', plan, () => {
  let brokers = plan.mode === 'env' ? plan.value : '';
  let container: { stop(): Promise<unknown> } | null = null;

  beforeAll(async () => {
    if (plan.mode !== 'container') return;
    // Loaded only here so machines without the package still compile and run the rest of the suite.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { KafkaContainer } = require('@testcontainers/kafka');
    const started = await new KafkaContainer(KAFKA_IMAGE).withKraft().start();
    container = started;
    brokers = `${started.getHost()}:${started.getMappedPort(9093)}`;
  }, 240_000);

  afterAll(async () => {
    await container?.stop();
  });

  describeMessageBusContract(
    'kafka (real broker)',
    async () => {
      // Own topic and client id per test: a shared broker may hold topics from earlier runs.
      const id = randomBytes(4).toString('hex');
      const config = AppConfig.fromEnv({}, { KAFKA_BROKERS: brokers, KAFKA_CLIENT_ID: `ff-contract-${id}`, KAFKA_TOPIC: `ff-contract-${id}` });
      return new KafkaMessageBus(config, { topicConfig: { ...loadEventLogTopicConfig(), replicationFactor: 1 } });
    },
    { redeliversFailedBatches: true, deliveryTimeoutMs: 30_000, quietMs: 2_000 },
  );
});
