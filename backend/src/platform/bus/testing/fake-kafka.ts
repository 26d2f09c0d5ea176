/**
 * An in-memory stand-in for the kafkajs client: the one place where the Kafka adapter meets the outside world,
 * so it is replaced here (and only here) to exercise the adapter's own logic without a broker. It mimics the
 * kafkajs behaviour the adapter relies on: topics with partitions and offsets, committed offsets per group,
 * fromBeginning for a new group, eachBatch with resolveOffset, and redelivery from the last resolved offset
 * when eachBatch throws. The real broker runs the same contract in kafka-message-bus.int.spec.ts.
 */
import type {
  Batch,
  ConsumerConfig,
  ConsumerRunConfig,
  ConsumerSubscribeTopics,
  EachBatchPayload,
  IHeaders,
  ITopicConfig,
  KafkaConfig,
  KafkaMessage,
  Message,
  ProducerConfig,
  ProducerRecord,
} from 'kafkajs';
import type { KafkaClient } from '../kafka/kafka-message-bus';

type StoredRecord = KafkaMessage & { partition: number };

interface FakeTopic {
  config: ITopicConfig;
  partitions: StoredRecord[][];
}

const toBuffer = (v: string | Buffer | null | undefined) => (v == null ? null : Buffer.isBuffer(v) ? v : Buffer.from(v));

function toHeaders(headers: IHeaders | undefined): IHeaders {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k, toBuffer(v as string) ?? undefined]));
}

export class FakeKafkaCluster {
  readonly topics = new Map<string, FakeTopic>();
  /** group → "topic/partition" → next offset to read. */
  readonly committed = new Map<string, Map<string, number>>();
  readonly clientConfigs: KafkaConfig[] = [];
  readonly producerConfigs: ProducerConfig[] = [];
  readonly consumerConfigs: ConsumerConfig[] = [];
  readonly subscriptions: Array<{ groupId: string } & ConsumerSubscribeTopics> = [];
  readonly sends: ProducerRecord[] = [];
  readonly createTopicCalls: ITopicConfig[][] = [];
  /** At most this many messages per batch, so batches split like they do over the network. */
  maxBatchSize = 7;
  private readonly members = new Set<FakeConsumer>();
  private readonly standbys = new Set<FakeConsumer>();

  client = (config: KafkaConfig): KafkaClient => {
    this.clientConfigs.push(config);
    return {
      producer: ((c: ProducerConfig = {}) => {
        this.producerConfigs.push(c);
        return new FakeProducer(this, c);
      }) as unknown as KafkaClient['producer'],
      consumer: ((c: ConsumerConfig) => {
        this.consumerConfigs.push(c);
        return new FakeConsumer(this, c);
      }) as unknown as KafkaClient['consumer'],
      admin: (() => new FakeAdmin(this)) as unknown as KafkaClient['admin'],
    };
  };

  append(record: ProducerRecord): void {
    const topic = this.topics.get(record.topic);
    if (!topic) throw new Error(`This server does not host this topic-partition: ${record.topic}`);
    this.sends.push(record);
    for (const m of record.messages) {
      const partition = partitionFor(m, topic.partitions.length);
      const log = topic.partitions[partition];
      log.push({
        partition,
        key: toBuffer(m.key),
        value: toBuffer(m.value as string),
        headers: toHeaders(m.headers),
        offset: String(log.length),
        timestamp: String(Date.now()),
        attributes: 0,
      } as StoredRecord);
    }
    for (const member of this.members) member.wake();
  }

  join(member: FakeConsumer): void {
    // One active member per group here: a newcomer takes the partitions (a rebalance to a single member); the
    // others wait as standbys and the newest of them takes over when the active one leaves.
    for (const other of this.members) {
      if (other.groupId !== member.groupId) continue;
      other.suspend();
      this.members.delete(other);
      this.standbys.add(other);
    }
    this.members.add(member);
  }

  leave(member: FakeConsumer): void {
    this.standbys.delete(member);
    if (!this.members.delete(member)) return;
    const next = [...this.standbys].reverse().find((m) => m.groupId === member.groupId);
    if (!next) return;
    this.standbys.delete(next);
    this.members.add(next);
    next.resume();
  }

  offsets(groupId: string): Map<string, number> {
    let map = this.committed.get(groupId);
    if (!map) this.committed.set(groupId, (map = new Map()));
    return map;
  }
}

function partitionFor(message: Message, partitions: number): number {
  if (partitions === 1) return 0;
  let h = 0;
  for (const ch of String(message.key ?? '')) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % partitions;
}

class FakeProducer {
  private connected = false;
  constructor(
    private readonly cluster: FakeKafkaCluster,
    readonly config: ProducerConfig,
  ) {}
  async connect() {
    this.connected = true;
  }
  async disconnect() {
    this.connected = false;
  }
  async send(record: ProducerRecord) {
    if (!this.connected) throw new Error('The producer is disconnected');
    this.cluster.append(record);
    return [];
  }
}

class FakeAdmin {
  constructor(private readonly cluster: FakeKafkaCluster) {}
  async connect() {}
  async disconnect() {}
  async createTopics({ topics }: { topics: ITopicConfig[] }) {
    this.cluster.createTopicCalls.push(topics);
    let created = false;
    for (const t of topics) {
      if (this.cluster.topics.has(t.topic)) continue;
      const n = t.numPartitions ?? 1;
      this.cluster.topics.set(t.topic, { config: t, partitions: Array.from({ length: n }, () => []) });
      created = true;
    }
    return created;
  }
  async fetchTopicMetadata({ topics }: { topics: string[] }) {
    return {
      topics: topics.map((name) => ({
        name,
        partitions: (this.cluster.topics.get(name)?.partitions ?? []).map((_, partitionId) => ({ partitionId })),
      })),
    };
  }
}

const EVENTS = { GROUP_JOIN: 'consumer.group_join', CRASH: 'consumer.crash' } as const;

export class FakeConsumer {
  readonly events = EVENTS;
  readonly groupId: string;
  private readonly listeners = new Map<string, Set<(e: unknown) => void>>();
  private topics: string[] = [];
  private fromBeginning = false;
  private runConfig: ConsumerRunConfig | null = null;
  private running = false;
  private pumping: Promise<void> | null = null;
  private again = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly cluster: FakeKafkaCluster,
    config: ConsumerConfig,
  ) {
    this.groupId = config.groupId;
  }

  on(event: string, listener: (e: unknown) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return () => this.listeners.get(event)?.delete(listener);
  }

  async connect() {}

  async subscribe(s: ConsumerSubscribeTopics) {
    this.cluster.subscriptions.push({ groupId: this.groupId, ...s });
    this.topics.push(...(s.topics as string[]));
    this.fromBeginning = s.fromBeginning ?? false;
  }

  async run(config: ConsumerRunConfig) {
    this.runConfig = config;
    this.running = true;
    const offsets = this.cluster.offsets(this.groupId);
    for (const name of this.topics) {
      const topic = this.cluster.topics.get(name);
      topic?.partitions.forEach((log, p) => {
        const key = `${name}/${p}`;
        if (!offsets.has(key)) offsets.set(key, this.fromBeginning ? 0 : log.length);
      });
    }
    this.cluster.join(this);
    // Like kafkajs, run() resolves before the group is joined; the join is announced asynchronously.
    setImmediate(() => {
      this.emit(EVENTS.GROUP_JOIN, { payload: { groupId: this.groupId } });
      this.wake();
    });
  }

  async disconnect() {
    this.suspend();
    this.cluster.leave(this);
    await this.pumping;
  }

  /** Loses the partitions (rebalanced away) but stays in the group. */
  suspend() {
    this.running = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  resume() {
    this.running = true;
    this.wake();
  }

  wake(): void {
    if (!this.running) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump().finally(() => {
      this.pumping = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  private emit(event: string, payload: unknown) {
    for (const l of this.listeners.get(event) ?? []) l(payload);
  }

  private async pump(): Promise<void> {
    const offsets = this.cluster.offsets(this.groupId);
    for (let progressed = true; progressed && this.running;) {
      progressed = false;
      for (const name of this.topics) {
        const topic = this.cluster.topics.get(name);
        for (let p = 0; topic && p < topic.partitions.length && this.running; p++) {
          const key = `${name}/${p}`;
          const from = offsets.get(key) ?? 0;
          const messages = topic.partitions[p].slice(from, from + this.cluster.maxBatchSize);
          if (messages.length === 0) continue;
          let resolved = from;
          const batch = {
            topic: name,
            partition: p,
            highWatermark: String(topic.partitions[p].length),
            messages,
            isEmpty: () => messages.length === 0,
            firstOffset: () => messages[0].offset,
            lastOffset: () => messages[messages.length - 1].offset,
            offsetLag: () => '0',
            offsetLagLow: () => '0',
          } as unknown as Batch;
          const payload: EachBatchPayload = {
            batch,
            resolveOffset: (offset: string) => {
              resolved = Math.max(resolved, Number(offset) + 1);
            },
            heartbeat: async () => undefined,
            pause: () => () => undefined,
            commitOffsetsIfNecessary: async () => undefined,
            uncommittedOffsets: () => ({ topics: [] }),
            isRunning: () => this.running,
            isStale: () => false,
          };
          try {
            await this.runConfig!.eachBatch!(payload);
            if (this.runConfig!.eachBatchAutoResolve !== false) resolved = Number(batch.lastOffset()) + 1;
            offsets.set(key, resolved);
            progressed ||= resolved > from;
          } catch (error) {
            // kafkajs commits what was resolved, then retries the rest of the batch after a back-off.
            offsets.set(key, resolved);
            this.emit(EVENTS.CRASH, { payload: { error, groupId: this.groupId, restart: true } });
            this.retryTimer = setTimeout(() => this.wake(), 20);
            return;
          }
        }
      }
    }
  }
}
