import { Logger } from '@nestjs/common';
import {
  Kafka,
  logLevel,
  Partitioners,
  type Admin,
  type Consumer,
  type EachBatchPayload,
  type KafkaConfig,
  type LogEntry,
  type Message,
  type Producer,
} from 'kafkajs';
import { AppConfig } from '../../config/app-config';
import { BusHandler, MessageBus } from '../message-bus.port';
import { StoredEvent } from '../stored-event';
import { fromKafkaMessage, toKafkaMessage } from './kafka-message.mapper';
import { EventLogTopicConfig, loadEventLogTopicConfig } from './kafka-topic.config';

/** The part of kafkajs' `Kafka` this adapter uses; tests pass a fake of the same shape. */
export interface KafkaClient {
  producer: Kafka['producer'];
  consumer: Kafka['consumer'];
  admin: Kafka['admin'];
}
export type KafkaClientFactory = (config: KafkaConfig) => KafkaClient;

export interface KafkaMessageBusOptions {
  createClient?: KafkaClientFactory;
  /** Defaults to infra/kafka/topics.json; the topic name itself comes from KAFKA_TOPIC. */
  topicConfig?: EventLogTopicConfig;
  /** How long subscribe() waits for the consumer to join its group before going on anyway. */
  joinTimeoutMs?: number;
  /**
   * Longest wait of one fetch for new messages (kafkajs maxWaitTimeInMs, 5 s by default). A consumer's disconnect
   * waits for the fetch in flight, so this is also how long a close or a handler replacement may take.
   */
  fetchMaxWaitMs?: number;
}

/** Brokers refuse record batches over message.max.bytes (1 MiB by default): send in slices well under it. */
const MAX_SEND_BYTES = 512 * 1024;
const MAX_SEND_MESSAGES = 500;

/**
 * Kafka transport for the event log. One topic, keyed by stream id; a single partition by default so the
 * global sequence order reaches every consumer group unchanged (see infra/kafka/README.md).
 * Producer: idempotent, one request in flight, acks from all in-sync replicas, so retries never reorder
 * or duplicate within a session. Consumers: one per group (`<clientId>.<group>`), eachBatch with offsets
 * resolved only after the handler succeeded, so a failing handler sees the batch again (at-least-once).
 */
export class KafkaMessageBus extends MessageBus {
  private readonly logger = new Logger('KafkaMessageBus');
  private readonly kafka: KafkaClient;
  private readonly topic: string;
  private readonly clientId: string;
  private readonly topicConfig: EventLogTopicConfig;
  private readonly joinTimeoutMs: number;
  private readonly fetchMaxWaitMs: number | undefined;
  private readonly sessionTimeoutMs: number;
  private readonly consumers = new Map<string, Consumer>();
  private producer: Producer | null = null;
  private starting: Promise<void> | null = null;
  private closed = false;

  constructor(config: AppConfig, options: KafkaMessageBusOptions = {}) {
    super();
    const brokers = config.kafkaBrokers;
    if (brokers.length === 0) throw new Error('KafkaMessageBus needs KAFKA_BROKERS (comma-separated host:port list)');
    this.clientId = config.values.KAFKA_CLIENT_ID;
    this.topic = config.values.KAFKA_TOPIC;
    this.topicConfig = options.topicConfig ?? loadEventLogTopicConfig();
    this.joinTimeoutMs = options.joinTimeoutMs ?? 30_000;
    this.fetchMaxWaitMs = options.fetchMaxWaitMs;
    this.sessionTimeoutMs = config.values.KAFKA_SESSION_TIMEOUT_MS;
    const createClient = options.createClient ?? ((c: KafkaConfig) => new Kafka(c));
    this.kafka = createClient({
      clientId: this.clientId,
      brokers,
      logLevel: logLevel.WARN,
      logCreator: () => (entry: LogEntry) => this.log(entry),
    });
  }

  get topicName(): string {
    return this.topic;
  }

  /** Creates the topic when missing and connects the producer; safe to call more than once. */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('KafkaMessageBus is closed'));
    this.starting ??= this.connect().catch((error) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  async publish(events: StoredEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.start();
    const producer = this.producer;
    if (!producer || this.closed) throw new Error('KafkaMessageBus is closed');
    // Sequential sends keep the sequence order across slices (one request in flight, idempotent producer).
    for (const messages of slices(events.map(toKafkaMessage))) {
      await producer.send({ topic: this.topic, acks: -1, messages });
    }
  }

  async subscribe(group: string, handler: BusHandler): Promise<void> {
    await this.start();
    if (this.closed) throw new Error('KafkaMessageBus is closed');
    // Same semantics as the in-process bus: subscribing a group again replaces its handler.
    const previous = this.consumers.get(group);
    if (previous) {
      this.consumers.delete(group);
      await previous.disconnect();
    }
    const consumer = this.kafka.consumer({
      groupId: `${this.clientId}.${group}`,
      allowAutoTopicCreation: false,
      sessionTimeout: this.sessionTimeoutMs,
      // A consumer that crashes while the bus closes (its broker connection ended under it) is not started again.
      retry: { restartOnFailure: async () => !this.closed && this.consumers.get(group) === consumer },
      heartbeatInterval: Math.floor(this.sessionTimeoutMs / 10),
      ...(this.fetchMaxWaitMs !== undefined ? { maxWaitTimeInMs: this.fetchMaxWaitMs } : {}),
    });
    this.consumers.set(group, consumer);
    const joined = this.waitForJoin(consumer, group);
    await consumer.connect();
    // A new group reads the topic from the start: the projector may subscribe a moment after its catch-up,
    // and the checkpoint filter makes the overlap harmless; "latest" could silently drop that gap.
    await consumer.subscribe({ topics: [this.topic], fromBeginning: true });
    await consumer.run({
      eachBatchAutoResolve: false,
      eachBatch: (payload) => this.handleBatch(group, handler, payload),
    });
    await joined;
  }

  async close(): Promise<void> {
    this.closed = true;
    const consumers = [...this.consumers.values()];
    this.consumers.clear();
    await Promise.all(consumers.map((c) => c.disconnect().catch((e) => this.logger.warn(`consumer disconnect: ${e.message}`))));
    await this.starting?.catch(() => undefined);
    const producer = this.producer;
    this.producer = null;
    await producer?.disconnect().catch((e) => this.logger.warn(`producer disconnect: ${e.message}`));
  }

  /** Exposed for tests of the batch logic; kafkajs calls it through consumer.run(). */
  async handleBatch(group: string, handler: BusHandler, payload: EachBatchPayload): Promise<void> {
    const { batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale } = payload;
    if (batch.messages.length === 0) return;
    const events: StoredEvent[] = [];
    for (const message of batch.messages) {
      try {
        events.push(fromKafkaMessage(message));
      } catch (error) {
        // A message we can never parse would block the group forever; the event log still has the truth.
        this.logger.error(`${group}: skipping ${batch.topic}[${batch.partition}]: ${(error as Error).message}`);
      }
    }
    // After a rebalance or shutdown the batch belongs to someone else (or to the next run): leave it unresolved.
    if (!isRunning() || isStale()) return;
    // Throwing here leaves the offsets unresolved, so kafkajs retries and then redelivers the batch.
    if (events.length > 0) await handler(events);
    resolveOffset(batch.messages[batch.messages.length - 1].offset);
    await commitOffsetsIfNecessary();
    await heartbeat();
  }

  private async connect(): Promise<void> {
    await this.ensureTopic();
    const producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    await producer.connect();
    this.producer = producer;
  }

  private async ensureTopic(): Promise<void> {
    const admin: Admin = this.kafka.admin();
    await admin.connect();
    try {
      const { numPartitions, replicationFactor, configEntries } = this.topicConfig;
      const created = await admin.createTopics({
        waitForLeaders: true,
        topics: [
          {
            topic: this.topic,
            numPartitions,
            replicationFactor,
            configEntries: Object.entries(configEntries).map(([name, value]) => ({ name, value })),
          },
        ],
      });
      if (created) {
        this.logger.log(`created topic ${this.topic} (${numPartitions} partition(s), replication ${replicationFactor})`);
        return;
      }
      const metadata = await admin.fetchTopicMetadata({ topics: [this.topic] });
      const partitions = metadata.topics[0]?.partitions.length ?? 0;
      if (partitions !== numPartitions) {
        this.logger.warn(
          `topic ${this.topic} has ${partitions} partition(s), infra/kafka/topics.json says ${numPartitions}: ` +
            'order then holds per stream only, not across streams',
        );
      }
    } finally {
      await admin.disconnect();
    }
  }

  private waitForJoin(consumer: Consumer, group: string): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        remove();
        this.logger.warn(`${group}: no group join after ${this.joinTimeoutMs} ms; going on, delivery starts when it joins`);
        resolve();
      }, this.joinTimeoutMs);
      timer.unref?.();
      const remove = consumer.on(consumer.events.GROUP_JOIN, () => {
        clearTimeout(timer);
        remove();
        resolve();
      });
    });
  }

  private log({ level, log }: LogEntry): void {
    const text = `${log.message}${log.groupId ? ` (${log.groupId})` : ''}`;
    if (level === logLevel.ERROR) this.logger.error(text);
    else if (level === logLevel.WARN) this.logger.warn(text);
    else this.logger.debug(text);
  }
}

function* slices(messages: Message[]): Generator<Message[]> {
  let current: Message[] = [];
  let bytes = 0;
  for (const message of messages) {
    const size = Buffer.byteLength(message.value as string) + Buffer.byteLength(message.key as string) + 64;
    if (current.length > 0 && (bytes + size > MAX_SEND_BYTES || current.length >= MAX_SEND_MESSAGES)) {
      yield current;
      current = [];
      bytes = 0;
    }
    current.push(message);
    bytes += size;
  }
  if (current.length > 0) yield current;
}
