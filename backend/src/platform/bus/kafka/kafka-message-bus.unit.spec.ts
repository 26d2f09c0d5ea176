/**
 * KafkaMessageBus's own logic (mapping, keys, headers, slicing, batch handling, offsets, topic creation)
 * over a kafkajs-shaped fake client: the client is the edge to the outside world, so it is the one thing
 * replaced. The same contract runs against a real broker in kafka-message-bus.int.spec.ts.
 */
import { Logger } from '@nestjs/common';
import type { EachBatchPayload, KafkaMessage } from 'kafkajs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppConfig } from '../../config/app-config';
import { StoredEvent } from '../stored-event';
import { FakeKafkaCluster } from '../testing/fake-kafka';
import { describeMessageBusContract, eventually, storedEvents } from '../testing/message-bus.contract';
import { fromKafkaMessage, toKafkaMessage } from './kafka-message.mapper';
import { KafkaMessageBus } from './kafka-message-bus';
import { findTopicsFile, loadEventLogTopicConfig } from './kafka-topic.config';

const config = (overrides: Record<string, string> = {}) =>
  AppConfig.fromEnv({}, { KAFKA_BROKERS: 'broker-1:9092, broker-2:9092', KAFKA_CLIENT_ID: 'ff-test', ...overrides });

function busOn(cluster: FakeKafkaCluster, overrides: Record<string, string> = {}) {
  return new KafkaMessageBus(config(overrides), { createClient: cluster.client, joinTimeoutMs: 1_000 });
}

// Topic-creation notices would drown the test output; warnings and errors still show.
beforeAll(() => Logger.overrideLogger(['error', 'warn']));

const clusterOf = new WeakMap<object, FakeKafkaCluster>();
describeMessageBusContract(
  'kafka adapter over a kafkajs fake',
  async () => {
    const cluster = new FakeKafkaCluster();
    const bus = busOn(cluster);
    clusterOf.set(bus, cluster);
    return bus;
  },
  {
    redeliversFailedBatches: true,
    retainsForAbsentConsumers: true,
    reopen: async (bus) => busOn(clusterOf.get(bus)!),
    transport: { unavailable: 'the kafkajs fake has no broker to restart (kafka-message-bus.int.spec.ts restarts a real one)' },
  },
);

describe('KafkaMessageBus', () => {
  let cluster: FakeKafkaCluster;
  let bus: KafkaMessageBus;

  beforeEach(() => {
    cluster = new FakeKafkaCluster();
    bus = busOn(cluster, { KAFKA_TOPIC: 'ff.test-log' });
  });
  afterEach(() => bus.close());

  it('connects to every configured broker with the configured client id', () => {
    expect(cluster.clientConfigs[0]).toMatchObject({ clientId: 'ff-test', brokers: ['broker-1:9092', 'broker-2:9092'] });
  });

  it('refuses to start without brokers', () => {
    expect(() => new KafkaMessageBus(AppConfig.fromEnv({}), { createClient: cluster.client })).toThrow(/KAFKA_BROKERS/);
  });

  it('creates the topic at start from infra/kafka/topics.json, under the KAFKA_TOPIC name', async () => {
    await bus.start();
    const infra = loadEventLogTopicConfig();
    expect(cluster.createTopicCalls).toHaveLength(1);
    const [topic] = cluster.createTopicCalls[0];
    expect(topic).toMatchObject({ topic: 'ff.test-log', numPartitions: infra.numPartitions, replicationFactor: infra.replicationFactor });
    expect(topic.configEntries).toEqual(Object.entries(infra.configEntries).map(([name, value]) => ({ name, value })));
    expect(infra).toMatchObject({ name: 'festival-finder.event-log', numPartitions: 1 });
  });

  it('leaves an existing topic alone and warns when its partition count differs', async () => {
    cluster.topics.set('ff.test-log', { config: { topic: 'ff.test-log' }, partitions: [[], [], []] });
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await bus.start();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('has 3 partition(s)'));
    expect(cluster.topics.get('ff.test-log')!.partitions).toHaveLength(3);
    warn.mockRestore();
  });

  it('uses an idempotent producer with one request in flight and acks from all replicas', async () => {
    await bus.publish(storedEvents(1, 2, ['a']));
    expect(cluster.producerConfigs).toEqual([expect.objectContaining({ idempotent: true, maxInFlightRequests: 1 })]);
    expect(cluster.sends.every((s) => s.acks === -1 && s.topic === 'ff.test-log')).toBe(true);
  });

  it('keys each message by stream id, carries type and sequence headers and the stored event as JSON', async () => {
    const events = storedEvents(41, 3, ['ev-1', 'ev-2']);
    await bus.publish(events);
    const messages = cluster.sends.flatMap((s) => s.messages);
    expect(messages.map((m) => m.key)).toEqual(['ev-1', 'ev-2', 'ev-1']);
    expect(messages.map((m) => m.headers)).toEqual(events.map((e) => ({ type: e.type, sequence: String(e.sequence) })));
    expect(messages.map((m) => JSON.parse(m.value as string))).toEqual(events);
  });

  it('splits a large publish into ordered sends below the broker record-batch limit', async () => {
    const big = storedEvents(1, 1_200, ['a', 'b', 'c']).map((e) => ({ ...e, payload: { text: 'x'.repeat(900) } }));
    await bus.publish(big);
    expect(cluster.sends.length).toBeGreaterThan(2);
    for (const send of cluster.sends) {
      const bytes = send.messages.reduce((n, m) => n + Buffer.byteLength(m.value as string), 0);
      expect(bytes).toBeLessThanOrEqual(512 * 1024);
      expect(send.messages.length).toBeLessThanOrEqual(500);
    }
    const sequences = cluster.sends.flatMap((s) => s.messages.map((m) => Number((m.headers as Record<string, string>).sequence)));
    expect(sequences).toEqual(big.map((e) => e.sequence));
  });

  it('names consumer groups <clientId>.<group> and reads a new group from the beginning', async () => {
    await bus.subscribe('event-search', async () => undefined);
    expect(cluster.consumerConfigs.map((c) => c.groupId)).toEqual(['ff-test.event-search']);
    expect(cluster.subscriptions).toEqual([{ groupId: 'ff-test.event-search', topics: ['ff.test-log'], fromBeginning: true }]);
  });

  it('hands a group events published before it subscribed (the gap after a projector catch-up)', async () => {
    await bus.publish(storedEvents(1, 4, ['a']));
    const seen: number[] = [];
    await bus.subscribe('late', async (events) => void seen.push(...events.map((e) => e.sequence)));
    await eventually(() => seen.length === 4, 2_000, 'earlier events');
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it('commits offsets only after the handler succeeded, so a restarted group resumes after the last good batch', async () => {
    await bus.publish(storedEvents(1, 10, ['a', 'b']));
    const seen: number[] = [];
    await bus.subscribe('catalogue', async (events) => void seen.push(...events.map((e) => e.sequence)));
    await eventually(() => seen.length === 10, 2_000, 'ten events');
    expect(cluster.committed.get('ff-test.catalogue')!.get('ff.test-log/0')).toBe(10);
    await bus.close();

    // A new process with the same group continues where the old one committed.
    const restarted = busOn(cluster, { KAFKA_TOPIC: 'ff.test-log' });
    const after: number[] = [];
    await restarted.subscribe('catalogue', async (events) => void after.push(...events.map((e) => e.sequence)));
    await restarted.publish(storedEvents(11, 2, ['a'], new Map([['a', 5]])));
    await eventually(() => after.length >= 2, 2_000, 'new events after restart');
    expect(after).toEqual([11, 12]);
    await restarted.close();
  });
});

describe('KafkaMessageBus.handleBatch', () => {
  const bus = new KafkaMessageBus(config(), { createClient: new FakeKafkaCluster().client });
  const message = (offset: number, value: string | null): KafkaMessage =>
    ({ offset: String(offset), key: null, value: value === null ? null : Buffer.from(value), headers: {}, timestamp: '0', attributes: 0 }) as KafkaMessage;

  function payload(messages: KafkaMessage[], state: { running?: boolean; stale?: boolean } = {}) {
    const resolved: string[] = [];
    const calls: string[] = [];
    const p = {
      batch: { topic: 't', partition: 0, messages },
      resolveOffset: (o: string) => void resolved.push(o),
      heartbeat: async () => void calls.push('heartbeat'),
      commitOffsetsIfNecessary: async () => void calls.push('commit'),
      isRunning: () => state.running ?? true,
      isStale: () => state.stale ?? false,
    } as unknown as EachBatchPayload;
    return { p, resolved, calls };
  }

  it('passes the events in offset order, then resolves the last offset and commits', async () => {
    const events = storedEvents(5, 3, ['a']);
    const handled: StoredEvent[][] = [];
    const { p, resolved, calls } = payload(events.map((e, i) => message(100 + i, JSON.stringify(e))));
    await bus.handleBatch('g', async (batch) => void handled.push(batch), p);
    expect(handled).toEqual([events]);
    expect(resolved).toEqual(['102']);
    expect(calls).toEqual(['commit', 'heartbeat']);
  });

  it('resolves nothing when the handler throws, so kafkajs redelivers the batch', async () => {
    const { p, resolved, calls } = payload([message(7, JSON.stringify(storedEvents(1, 1, ['a'])[0]))]);
    await expect(bus.handleBatch('g', async () => Promise.reject(new Error('boom')), p)).rejects.toThrow('boom');
    expect(resolved).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('skips a malformed message (logged) but keeps the good ones and moves past it', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const good = storedEvents(3, 1, ['a'])[0];
    const handled: number[] = [];
    const { p, resolved } = payload([message(1, '{not json'), message(2, null), message(3, JSON.stringify(good))]);
    await bus.handleBatch('g', async (batch) => void handled.push(...batch.map((e) => e.sequence)), p);
    expect(handled).toEqual([3]);
    expect(resolved).toEqual(['3']);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('leaves a stale or stopped batch unresolved and unhandled', async () => {
    for (const state of [{ running: false }, { stale: true }]) {
      const handler = jest.fn(async () => undefined);
      const { p, resolved } = payload([message(1, JSON.stringify(storedEvents(1, 1, ['a'])[0]))], state);
      await bus.handleBatch('g', handler, p);
      expect(handler).not.toHaveBeenCalled();
      expect(resolved).toEqual([]);
    }
  });
});

describe('kafka message mapping', () => {
  it('round-trips a stored event', () => {
    const [event] = storedEvents(9, 1, ['ev-9']);
    const m = toKafkaMessage(event);
    expect(fromKafkaMessage({ offset: '0', value: Buffer.from(m.value as string) })).toEqual(event);
  });

  it.each([
    ['null', 'not an object'],
    ['{"sequence":0,"streamId":"a","type":"T","version":1,"payload":{}}', 'sequence must be a positive integer'],
    ['{"sequence":1,"type":"T","version":1,"payload":{}}', 'streamId missing'],
    ['{"sequence":1,"streamId":"a","version":1,"payload":{}}', 'type missing'],
    ['{"sequence":1,"streamId":"a","type":"T","payload":{}}', 'version missing'],
    ['{"sequence":1,"streamId":"a","type":"T","version":1}', 'payload missing'],
  ])('rejects %s (%s)', (value, reason) => {
    expect(() => fromKafkaMessage({ offset: '4', value: Buffer.from(value) })).toThrow(`offset 4 is not a stored event: ${reason}`);
  });
});

describe('kafka topic settings', () => {
  it('are found by walking up from the code to infra/kafka/topics.json', () => {
    expect(findTopicsFile()).toBe(path.resolve(__dirname, '../../../../../infra/kafka/topics.json'));
  });

  it('reject a file without partitions', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ff-topics-'));
    const file = path.join(dir, 'topics.json');
    writeFileSync(file, JSON.stringify({ eventLog: { name: 'x', numPartitions: 0, replicationFactor: 1 } }));
    expect(() => loadEventLogTopicConfig(file)).toThrow(/at least 1/);
    writeFileSync(file, JSON.stringify({ other: {} }));
    expect(() => loadEventLogTopicConfig(file)).toThrow(/eventLog needs/);
  });
});
