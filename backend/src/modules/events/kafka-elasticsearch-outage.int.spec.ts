/**
 * The whole site in distributed mode through its engines' outages (docs/distributed.md): the Kafka broker stopped
 * and started mid-stream, and Elasticsearch unreachable for a while (a TCP relay in front of the run's node is cut,
 * so only this site loses it). Writes keep being accepted into the event log, reads answer 503 with Retry-After while
 * the read model is down, and afterwards everything written is visible with nothing parked. Needs both engines;
 * skipped, saying why, without them.
 */
import { randomBytes } from 'node:crypto';
import { describeWithExternalService } from '../../platform/bus/testing/external-service.plan';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { bothEnginesPlan, distributedTestSettings } from '../../platform/testing/distributed-test-site';
import { startTcpProxy, TcpProxy } from '../../platform/testing/tcp-proxy';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { planTestEngine, restartTestEngine, takeTestEngineAlone } from '../../platform/testing/test-engines';
import { CommandBus } from '@nestjs/cqrs';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { adminClient, AdminClient } from './testing/admin-client';

const plan = bothEnginesPlan();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const details = (title: string) => ({
  title,
  description: 'A festival written while one of the engines was away, to be visible once it is back.',
  imageUrl: null,
  category: 'folk',
  startDate: '2027-07-02',
  endDate: '2027-07-04',
  venue: 'The Meadow',
  city: 'Ludlow',
  region: 'midlands',
  latitude: 52.37,
  longitude: -2.72,
  priceText: 'from £25',
  ticketUrl: 'https://tickets.example.org/outage',
  source: 'outage-test',
  tags: ['folk'],
});

describeWithExternalService('the site through a Kafka restart and an Elasticsearch outage', plan, () => {
  let t: TestApp;
  let admin: AdminClient;
  let proxy: TcpProxy;
  let release = async () => undefined as void;
  // The suite restarts the run's broker, so it has it alone from start to end (as the Kafka contract suite does).
  let releaseBroker = () => undefined as void;

  beforeAll(async () => {
    releaseBroker = await takeTestEngineAlone('kafka');
    const distributed = await distributedTestSettings(`ff-outage-${randomBytes(4).toString('hex')}`, { holdKafka: false });
    release = distributed.release;
    const node = new URL(String(distributed.env.ELASTICSEARCH_URL));
    proxy = await startTcpProxy(node.hostname, Number(node.port));
    t = await startTestApp({
      seed: false,
      env: {
        ...distributed.env,
        ELASTICSEARCH_URL: `http://127.0.0.1:${proxy.port}`,
        // Quick retries: under the old rules five failed tries (about 1.5 s) parked an event.
        PROJECTION_RETRY_BASE_MS: '100',
        PROJECTION_RETRY_MAX_MS: '1000',
      },
    });
    admin = await adminClient(t);
    const bus = t.app.get(CommandBus);
    for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
    await eventually(async () => expect((await t.get<unknown[]>('/api/categories')).body).toHaveLength(DEFAULT_CATEGORIES.length), 30_000);
  }, 600_000);

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await release();
    releaseBroker();
  }, 60_000);

  async function create(title: string): Promise<string> {
    const created = await admin.post<{ id: string }>('/api/admin/events', { ...details(title), publish: true });
    expect({ status: created.status, body: created.status === 201 ? null : created.body }).toEqual({ status: 201, body: null });
    return created.body.id;
  }

  const visible = (ids: string[], timeoutMs: number) =>
    eventually(async () => {
      const statuses = await Promise.all(ids.map(async (id) => (await t.get(`/api/events/${id}`)).status));
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    }, timeoutMs);

  const kafkaRestartable = planTestEngine('kafka').mode === 'engines';
  (kafkaRestartable ? it : it.skip)(
    'accepts writes while the Kafka broker restarts, twice in quick succession, and shows them once it is back',
    async () => {
      const before = [await create('Outage Folk Before The Restart')];
      await visible(before, 30_000);
      const during: string[] = [];
      for (const round of [1, 2]) {
        await restartTestEngine('kafka', 'stop');
        try {
          for (let i = 0; i < 5; i++) during.push(await create(`Outage Folk While Kafka Is Down ${round}-${i}`));
          // The read side does not need Kafka.
          expect((await t.get(`/api/events/search?q=${encodeURIComponent('outage folk before')}`)).status).toBe(200);
        } finally {
          await restartTestEngine('kafka', 'start');
        }
        // the second stop comes at once, while the site is still reconnecting after the first
        during.push(await create(`Outage Folk Between The Restarts ${round}`));
      }
      const after = [await create('Outage Folk After The Restart')];
      const restarted = Date.now();
      await visible([...during, ...after], 120_000);
      process.stderr.write(
        `\n[outage] Kafka back: the 13 writes since the first stop visible ${Date.now() - restarted} ms after the second restart, none parked\n`,
      );
      expect(t.app.get(ProjectionsService).parkedCount).toBe(0);
    },
    300_000,
  );
  if (!kafkaRestartable) process.stderr.write('\n[outage] the Kafka restart case is skipped: the broker was given to jest, so this run cannot restart it\n');

  it('answers reads 503 with Retry-After while Elasticsearch is unreachable, keeps accepting writes, then catches up', async () => {
    const first = await create('Outage Ceilidh Before The Cut');
    await visible([first], 30_000);
    await proxy.cut();
    const written: string[] = [];
    for (let i = 0; i < 10; i++) written.push(await create(`Outage Ceilidh While Search Is Down ${i}`));
    const answeredIn: number[] = [];
    for (const path of [`/api/events/search?q=ceilidh-${randomBytes(3).toString('hex')}`, `/api/events/filter/region/midlands`, `/api/events/${written[0]}`]) {
      const asked = Date.now();
      const res = await t.get<{ code: string; message: string }>(path);
      answeredIn.push(Date.now() - asked);
      expect({ path, status: res.status, retryAfter: res.headers.get('retry-after'), code: res.body.code }).toEqual({
        path,
        status: 503,
        retryAfter: '10',
        code: 'read-model-unavailable',
      });
      expect(res.body.message).toMatch(/briefly unavailable/);
    }
    // Long enough for the old rules to have parked every write of the outage.
    await sleep(4_000);
    await proxy.restore();
    const restored = Date.now();
    await visible(written, 120_000);
    process.stderr.write(
      `\n[outage] Elasticsearch away: reads answered 503 in ${answeredIn.join(', ')} ms; back: the 10 writes of the outage visible ${Date.now() - restored} ms later, none parked\n`,
    );
    expect(t.app.get(ProjectionsService).parkedCount).toBe(0);
    // Search sees them too (near real time: a search reads what the last refresh published).
    await eventually(async () => {
      const found = await t.get(`/api/events/search?q=${encodeURIComponent('outage ceilidh while search is down')}&n=${Date.now()}`);
      expect(found.status).toBe(200);
      expect(Number(found.headers.get('x-total-count'))).toBeGreaterThanOrEqual(10);
    }, 30_000);
  }, 300_000);
});
