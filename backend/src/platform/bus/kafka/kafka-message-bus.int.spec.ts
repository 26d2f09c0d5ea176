/**
 * The MessageBus contract against a real Kafka broker: the address given to jest, the KRaft broker its global set-up
 * starts (scripts/engines), or a container (testcontainers) where a Docker engine is there; else skipped, saying why.
 */
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { restartTestEngine, takeTestEngineAlone, testEngineAddress } from '../../testing/test-engines';
import { describeWithExternalService, planExternalService } from '../testing/external-service.plan';
import { describeMessageBusContract } from '../testing/message-bus.contract';
import { KafkaMessageBus } from './kafka-message-bus';
import { loadEventLogTopicConfig } from './kafka-topic.config';

const KAFKA_IMAGE = 'apache/kafka:3.9.1';
const plan = planExternalService('kafka', ['testcontainers', '@testcontainers/kafka']);

describeWithExternalService('KafkaMessageBus against a real broker', plan, () => {
  let brokers = '';
  let container: { stop(): Promise<unknown> } | null = null;
  const idOf = new WeakMap<object, string>();
  // The suite restarts the run's broker, so it has it alone from start to end: suites using it wait (and it waits
  // for them). Taken alone only around the restart, another restarting suite could stop it mid-test, or wait for it.
  let releaseBroker = () => undefined as void;

  beforeAll(async () => {
    if (plan.mode === 'container') {
      // Loaded only here so machines without the package still compile and run the rest of the suite.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { KafkaContainer } = require('@testcontainers/kafka');
      const started = await new KafkaContainer(KAFKA_IMAGE).withKraft().start();
      container = started;
      brokers = `${started.getHost()}:${started.getMappedPort(9093)}`;
    } else {
      brokers = await testEngineAddress('kafka', plan);
      releaseBroker = await takeTestEngineAlone('kafka');
    }
  }, 600_000);

  afterAll(async () => {
    releaseBroker();
    await container?.stop();
  });

  // Own topic and client id per test (a shared broker may hold topics from earlier runs); a reopened bus shares them.
  const busFor = (id: string) => {
    const config = AppConfig.fromEnv({}, { KAFKA_BROKERS: brokers, KAFKA_CLIENT_ID: `ff-contract-${id}`, KAFKA_TOPIC: `ff-contract-${id}` });
    // Short fetch waits: every case closes its consumers, and a close waits for the fetch in flight.
    const bus = new KafkaMessageBus(config, { topicConfig: { ...loadEventLogTopicConfig(), replicationFactor: 1 }, fetchMaxWaitMs: 500 });
    idOf.set(bus, id);
    return bus;
  };

  describeMessageBusContract('kafka (real broker)', async () => busFor(randomBytes(4).toString('hex')), {
    redeliversFailedBatches: true,
    retainsForAbsentConsumers: true,
    reopen: async (bus) => busFor(idOf.get(bus)!),
    transport:
      plan.mode === 'engines'
        ? {
            stop: () => restartTestEngine('kafka', 'stop'),
            start: () => restartTestEngine('kafka', 'start'),
          }
        : { unavailable: 'the broker was given to jest or runs in a container: this run cannot restart it' },
    deliveryTimeoutMs: 30_000,
    quietMs: 2_000,
  });
});
