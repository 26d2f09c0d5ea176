import { BusHandler, MessageBus } from '../bus/message-bus.port';
import { StoredEvent } from '../bus/stored-event';
import { startTestApp, TestApp } from '../testing/test-app';
import { lastSequence } from './event-log.reader';
import { EventLogRelay } from './event-log.relay';

/** Records what the relay publishes; `localOnly` as the in-process bus (true) or Kafka (false). */
class RecordingBus extends MessageBus {
  readonly published: StoredEvent[] = [];

  constructor(override readonly localOnly: boolean) {
    super();
  }
  async publish(events: StoredEvent[]): Promise<void> {
    this.published.push(...events);
  }
  async subscribe(_group: string, _handler: BusHandler): Promise<void> {}
  async start(): Promise<void> {}
  async close(): Promise<void> {}
}

/** The relay's start after the site was stopped while the log grew (a bulk import): what it sends again. */
describe('event log relay start', () => {
  let site: TestApp;
  let last: number;

  beforeAll(async () => {
    site = await startTestApp({ seed: true });
    await site.app.get(EventLogRelay).stop(); // the site's own relay would move the shared checkpoint meanwhile
    last = await lastSequence(site.db);
  });
  afterAll(() => site.close());

  async function startFromZero(bus: RecordingBus, consumersHold: number): Promise<void> {
    await site.db.query(`UPDATE relay_checkpoint SET position = 0 WHERE name = 'main'`);
    const relay = new EventLogRelay(site.db, bus, site.databaseUrl, 60_000);
    await relay.start(consumersHold);
    await relay.stop();
  }

  it('on a bus that only reaches this process, skips what its consumers already read from the log', async () => {
    const bus = new RecordingBus(true);
    await startFromZero(bus, last - 3);
    expect(bus.published.map((e) => e.sequence)).toEqual([last - 2, last - 1, last]);
  });

  it('on a bus other processes read (Kafka), still publishes everything after its checkpoint', async () => {
    const bus = new RecordingBus(false);
    await startFromZero(bus, last - 3);
    expect(bus.published).toHaveLength(last);
    expect(bus.published[0].sequence).toBe(1);
  });
});
