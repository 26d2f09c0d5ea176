/**
 * Two site processes (the built app) on one PostgreSQL, Kafka and Elasticsearch, in one consumer group per projector
 * (docs/distributed.md, Scaling out). Events written meanwhile are projected once: each process says at debug level
 * which log sequences it applied, and no sequence appears in both. The one doing the projecting is killed with
 * SIGKILL in the middle of a stream of writes; the other takes over its partition, nothing is lost (every event's
 * last version is in Elasticsearch) and nothing is applied twice. Needs both engines and a build; skipped, saying
 * why, without the engines.
 */
import { Client } from '@elastic/elasticsearch';
import { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { createContext } from '../../bootstrap';
import { describeWithExternalService } from '../../platform/bus/testing/external-service.plan';
import { AppConfig } from '../../platform/config/app-config';
import { EventLogRelay } from '../../platform/event-log/event-log.relay';
import { bothEnginesPlan, distributedTestSettings } from '../../platform/testing/distributed-test-site';
import { SiteProcess, startSiteProcess } from '../../platform/testing/site-process';
import { createTestDatabase } from '../../platform/testing/test-database';
import { eventually } from '../../platform/testing/test-app';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { CreateEventCommand } from './commands/create-event/create-event.command';
import { UpdateEventCommand } from './commands/update-event/update-event.command';
import { DataSource } from 'typeorm';

const plan = bothEnginesPlan();
const WRITES = 240;
const KILL_AFTER = 80;

/** Log sequences a site process applied to the event-search projection (its debug lines). */
function appliedBy(site: SiteProcess): Set<number> {
  const applied = new Set<number>();
  for (const m of site.output().matchAll(/\[Projection:event-search\][^\n]*applied events (\d+)-(\d+)/g)) {
    for (let s = Number(m[1]); s <= Number(m[2]); s++) applied.add(s);
  }
  return applied;
}

const details = (i: number) => ({
  title: `Instances Test Festival ${i}`,
  description: 'A weekend of music written by the two-instance test, to be projected exactly once.',
  imageUrl: null,
  category: 'music',
  startDate: '2027-06-05',
  endDate: '2027-06-06',
  venue: 'The Park',
  city: 'Leeds',
  region: 'yorkshire',
  latitude: 53.8,
  longitude: -1.55,
  priceText: 'from £20',
  ticketUrl: 'https://tickets.example.org/instances',
  source: 'instances-test',
  tags: ['music'],
});

describeWithExternalService('two site instances in one consumer group, one killed with SIGKILL', plan, () => {
  let release = async () => undefined as void;
  let writer: INestApplicationContext;
  const sites: SiteProcess[] = [];
  let env: Record<string, string>;
  let prefix: string;

  beforeAll(async () => {
    prefix = `ff-inst-${randomBytes(4).toString('hex')}`;
    const distributed = await distributedTestSettings(prefix);
    release = distributed.release;
    const databaseUrl = await createTestDatabase();
    env = {
      ...(distributed.env as Record<string, string>),
      DATABASE_URL: databaseUrl,
      // A crashed instance's partition moves after this long (the broker's minimum is 6 s).
      KAFKA_SESSION_TIMEOUT_MS: '10000',
    };
    // Commands come from a third process's view: a context with no projections and its relay off, so only the two
    // sites' relays and projectors are under test. It also creates the schema before the sites start.
    writer = await createContext({ config: AppConfig.fromEnv({}, { ...env, LOG_LEVEL: 'warn', MAIL_OUTBOX_POLL_MS: '0' }), seed: false, projections: false });
    await writer.get(EventLogRelay).stop();
    const bus = writer.get(CommandBus);
    for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
    sites.push(await startSiteProcess('a', { ...env, LOG_LEVEL: 'debug' }));
    sites.push(await startSiteProcess('b', { ...env, LOG_LEVEL: 'debug' }));
  }, 600_000);

  afterAll(async () => {
    await Promise.all(sites.map((s) => s.stop()));
    await writer?.close();
    await release();
  }, 120_000);

  it('projects each event once, and the survivor of a kill -9 takes over with nothing lost', async () => {
    const bus = writer.get(CommandBus);
    const db = writer.get(DataSource);
    const ids: string[] = [];
    let killed: SiteProcess | null = null;
    let killedAtSequence = 0;
    for (let i = 0; i < WRITES; i++) {
      // Creations and edits of what was just created: several events per stream, applied in order.
      if (i % 3 === 2) await bus.execute(new UpdateEventCommand(ids[ids.length - 1], { title: `Instances Test Festival ${i} (edited)` }));
      else ids.push((await bus.execute(new CreateEventCommand(details(i), { publish: true }))).id);
      if (i === KILL_AFTER) {
        // Kill whichever instance holds the partition, once it has applied some of this stream.
        const active = await eventually(async () => {
          const busy = sites.find((s) => appliedBy(s).size > 0 && Math.max(...appliedBy(s)) > 10);
          if (!busy) throw new Error('no instance has applied the stream yet');
          return busy;
        }, 60_000);
        killedAtSequence = Math.max(...appliedBy(active));
        await active.kill();
        killed = active;
      }
    }
    expect(killed).not.toBeNull();
    const survivor = sites.find((s) => s !== killed)!;

    // Nothing lost: every event's last version is in Elasticsearch.
    const expected = new Map<string, number>(
      (await db.query(`SELECT stream_id, max(version)::int AS version FROM event_log WHERE stream_type = 'event' GROUP BY stream_id`)).map(
        (r: { stream_id: string; version: number }) => [r.stream_id, r.version],
      ),
    );
    expect(expected.size).toBe(ids.length);
    const es = new Client({ node: env.ELASTICSEARCH_URL });
    try {
      await eventually(async () => {
        const found = await es.search<{ id: string; version: number }>({
          index: `${prefix}-events`,
          size: 1000,
          query: { term: { source: 'instances-test' } },
          _source: ['id', 'version'],
        });
        const projected = new Map(found.hits.hits.map((h) => [h._source!.id, h._source!.version]));
        const missing = [...expected].filter(([id, version]) => projected.get(id) !== version);
        expect(missing).toEqual([]);
      }, 120_000);
    } finally {
      await es.close();
    }

    // Nothing applied twice, and the survivor did the rest after the kill (its line follows the write by a moment).
    const last = Number((await db.query(`SELECT max(sequence) AS last FROM event_log`))[0].last);
    const byKilled = appliedBy(killed!);
    const bySurvivor = await eventually(async () => {
      const applied = appliedBy(survivor);
      expect(Math.max(...applied)).toBe(last);
      return applied;
    }, 10_000).catch(() => appliedBy(survivor));
    const both = [...byKilled].filter((s) => bySurvivor.has(s));
    process.stderr.write(
      `\n[two instances] log sequences applied: killed instance ${byKilled.size} (up to ${Math.max(...byKilled)} by its last line; ${killedAtSequence} when killed), ` +
        `survivor ${bySurvivor.size}, by both ${both.length}, log ends at ${last}\n`,
    );
    if (bySurvivor.size === 0)
      process.stderr.write(`[two instances] the survivor logged no applied events; its output ends:\n${survivor.output().slice(-3000)}\n`);
    expect(both).toEqual([]);
    expect(Math.max(...bySurvivor)).toBe(last);
    expect([...bySurvivor].some((s) => s > killedAtSequence)).toBe(true);
  });
});
