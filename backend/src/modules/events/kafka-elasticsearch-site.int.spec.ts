/**
 * The whole site in distributed mode (docs/distributed.md): PostgreSQL, the event log over a real Kafka, the read model
 * in a real Elasticsearch. An admin edit goes command → event_log → relay → Kafka → projector → Elasticsearch and
 * becomes visible to the public API; the command-to-visible lag is printed. Needs both engines (the jest global
 * set-up starts them, or addresses given to jest); otherwise skipped, saying why.
 */
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { describeWithExternalService } from '../../platform/bus/testing/external-service.plan';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { bothEnginesPlan, distributedTestSettings } from '../../platform/testing/distributed-test-site';
import { FixedClock } from '../../platform/time/clock';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { adminClient, AdminClient } from './testing/admin-client';

const plan = bothEnginesPlan();
const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
const details = (over: Record<string, unknown> = {}) => ({
  title: 'Distributed Dales Folk Weekend',
  description: 'Three days of folk music, dance and ceilidhs in a Dales village, with camping and a family area.',
  imageUrl: null,
  category: 'folk',
  startDate: '2027-05-07',
  endDate: '2027-05-09',
  venue: 'Village Green',
  city: 'Hawes',
  region: 'yorkshire',
  latitude: 54.3,
  longitude: -2.2,
  priceText: 'from £30',
  ticketUrl: 'https://tickets.example.org/dales-folk',
  source: 'distributed-test',
  tags: ['folk', 'camping'],
  ...over,
});

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

describeWithExternalService('the site on Kafka and Elasticsearch', plan, () => {
  let t: TestApp;
  let admin: AdminClient;
  let release = async () => undefined as void;

  beforeAll(async () => {
    const distributed = await distributedTestSettings(`ff-site-${randomBytes(4).toString('hex')}`);
    release = distributed.release;
    t = await startTestApp({ clock, seed: false, env: distributed.env });
    admin = await adminClient(t);
    const bus = t.app.get(CommandBus);
    for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
    await eventually(async () => expect((await t.get<unknown[]>('/api/categories')).body).toHaveLength(DEFAULT_CATEGORIES.length), 30_000);
  }, 600_000);

  afterAll(async () => {
    await t?.close();
    await release();
  }, 60_000);

  it('shows an admin edit to the public through Kafka and Elasticsearch, within the lag', async () => {
    const created = await admin.post<{ id: string; version: number }>('/api/admin/events', { ...details(), publish: true });
    expect(created.status).toBe(201);
    const eventId = created.body.id;
    await eventually(async () => expect((await t.get(`/api/events/${eventId}`)).status).toBe(200), 30_000);

    const lags: number[] = [];
    let version = created.body.version;
    for (let i = 1; i <= 10; i++) {
      const title = `Distributed Dales Folk Weekend ${i}`;
      const started = Date.now();
      const edited = await admin.put<{ id: string; version: number }>(`/api/admin/events/${eventId}`, { ...details({ title }), expectedVersion: version });
      expect(edited.status).toBe(200);
      version = edited.body.version;
      await eventually(async () => expect((await t.get<{ title: string }>(`/api/events/${eventId}`)).body.title).toBe(title), 10_000);
      lags.push(Date.now() - started);
    }
    process.stderr.write(
      `\n[the site on Kafka and Elasticsearch] command→visible lag over 10 edits: p50 ${percentile(lags, 50)} ms, p95 ${percentile(lags, 95)} ms, max ${Math.max(...lags)} ms\n`,
    );
    // The read side answers from Elasticsearch: search, filters and facet counts see the edit too.
    const found = await t.get(`/api/events/search?q=${encodeURIComponent('dales folk weekend 10')}`);
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).toContain(eventId);
    const inRegion = await t.get(`/api/events/filter/region/yorkshire`);
    expect(inRegion.status).toBe(200);
    expect(JSON.stringify(inRegion.body)).toContain('Distributed Dales Folk Weekend 10');
    const elsewhere = await t.get(`/api/events/filter/region/scotland`);
    expect(JSON.stringify(elsewhere.body)).not.toContain(eventId);
    expect(percentile(lags, 95)).toBeLessThan(5_000);
  });
});
