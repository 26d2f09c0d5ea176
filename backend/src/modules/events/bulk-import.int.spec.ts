import { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { createContext } from '../../bootstrap';
import { AppConfig } from '../../platform/config/app-config';
import { runAs } from '../../platform/actor/actor-context';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import { dayToIso, todayDay } from '../../platform/time/uk-days';
import { BulkEventImport, BulkImportRecord } from './commands/import-events/bulk-event-import';
import { parseImportFile } from './commands/import-events/event-import.file';
import { ImportEventsCommand, ImportedEvent } from './commands/import-events/import-events.command';
import { EventView } from './contracts/event-view';

const SIZE = 5000;
const SOURCE = 'bulk-int-test';

/**
 * The bulk import as the CLI runs it: a context without projections imports through BulkEventImport (chunks of
 * ImportEventsCommand); the running site follows through the event log and shows the events.
 */
describe('bulk event import', () => {
  let site: TestApp;
  let cli: INestApplicationContext;
  let db: DataSource;
  let records: BulkImportRecord[];

  const importAsCli = (source: string, list: BulkImportRecord[], chunk = 1000, alreadyRejected?: Array<{ at: string; message: string }>) =>
    runAs({ kind: 'cli' }, () => cli.get(BulkEventImport).run(source, list, { chunk, alreadyRejected }));

  beforeAll(async () => {
    site = await startTestApp({ seed: true });
    db = site.db;
    cli = await createContext({
      config: AppConfig.fromEnv({}, { DATABASE_URL: site.databaseUrl, LOG_LEVEL: 'error', NODE_ENV: 'test' }),
      seed: false,
      projections: false,
    });
    // Fixed ids, so the same list imported again is recognised; three invalid records among the valid ones.
    const generated = generate(SIZE, todayDay(new Date()));
    records = generated.map((event, i) => ({
      at: `item ${i + 1}`,
      event: { ...event, id: uuidFor(i) },
    }));
    const bad = (i: number, change: object) => ({
      at: `item ${i + 1}`,
      event: { ...records[0].event, id: uuidFor(100_000 + i), details: { ...records[0].event.details, ...change } },
    });
    records.splice(10, 0, bad(10, { category: 'knitting' }));
    records.splice(2500, 0, bad(2500, { title: 'x' }));
    records.splice(4998, 0, bad(4998, { endDate: '2000-01-01' }));
    records.forEach((r, i) => (r.at = `item ${i + 1}`));
  }, 120_000);

  afterAll(async () => {
    await cli?.close();
    await site?.close();
  });

  it('imports 5,000 events in chunks: one row each, one event-log row per domain event, invalid records reported by position', async () => {
    const summary = await importAsCli('int-test', records);

    expect(summary).toMatchObject({ records: SIZE + 3, created: SIZE, alreadyImported: 0, rejectedCount: 3, chunks: 6 });
    expect(summary.rejected).toEqual([
      { at: 'item 11', message: 'Unknown category "knitting".' },
      { at: 'item 2501', message: 'Title must be between 3 and 200 characters.' },
      { at: 'item 4999', message: 'End date cannot be before the start date.' },
    ]);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM events WHERE source = $1`, [SOURCE]);
    expect(n).toBe(SIZE);

    // created + published (+ featured) per valid record, exactly as single creates record them.
    const valid = records.filter((r) => r.event.details.category !== 'knitting' && r.event.details.title !== 'x' && r.event.details.endDate !== '2000-01-01');
    const expected = valid.reduce((sum, r) => sum + 2 + (r.event.featured ? 1 : 0), 0);
    const [log] = await db.query(
      `SELECT count(*)::int AS rows,
              count(*) FILTER (WHERE version <> rank)::int AS "outOfOrder",
              count(*) FILTER (WHERE metadata->'actor'->>'kind' <> 'cli')::int AS "otherActor"
         FROM (SELECT version, metadata, row_number() OVER (PARTITION BY stream_id ORDER BY sequence) AS rank
                 FROM event_log WHERE stream_id = ANY($1::text[])) s`,
      [valid.map((r) => r.event.id)],
    );
    expect(log).toEqual({ rows: expected, outOfOrder: 0, otherActor: 0 });
    const types: Array<{ type: string; n: number }> = await db.query(
      `SELECT type, count(*)::int AS n FROM event_log WHERE stream_id = ANY($1::text[]) GROUP BY type ORDER BY type`,
      [valid.map((r) => r.event.id)],
    );
    expect(Object.fromEntries(types.map((t) => [t.type, t.n]))).toMatchObject({ EventCreated: SIZE, EventPublished: SIZE });

    // Global order: streams appear in the event log in the order of the list.
    const order: Array<{ stream_id: string }> = await db.query(
      `SELECT stream_id FROM event_log WHERE stream_id = ANY($1::text[]) AND version = 1 ORDER BY sequence`,
      [valid.map((r) => r.event.id)],
    );
    expect(order.map((o) => o.stream_id)).toEqual(valid.map((r) => r.event.id));

    // One operations-log row for the whole run, with who ran it.
    const ops = await db.query(`SELECT actor, success, data FROM operation_log WHERE kind = 'events.import'`);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ actor: 'cli', success: true, data: { source: 'int-test', created: SIZE, rejectedCount: 3 } });
  }, 120_000);

  it('shows the imported events on the public read API once the site has followed the event log', async () => {
    const sample = [records[0], records[1234], records[records.length - 1]];
    await eventually(async () => {
      for (const r of sample) {
        const res = await site.get<EventView>(`/api/events/${r.event.id}`);
        expect(res.status).toBe(200);
        expect(res.body.title).toBe(r.event.details.title);
      }
      // Every one of them in the public search (the test's events all happen in Testbury).
      const search = await site.get<EventView[]>('/api/events/search?q=Testbury&limit=1');
      expect(search.status).toBe(200);
      expect(Number(search.headers.get('x-total-count'))).toBe(SIZE);
    }, 30_000);
  }, 60_000);

  it('adds nothing when the same list is imported again', async () => {
    const before = await counts();
    const summary = await importAsCli('int-test again', records, 700);
    expect(summary).toMatchObject({ created: 0, alreadyImported: SIZE, rejectedCount: 3 });
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('imports a CSV file by line, the same file twice adding nothing', async () => {
    const csv = [
      'title,category,startDate,endDate,city,region,venue,priceText,tags,latitude,longitude',
      'Harbour Lights Festival,music,2027-07-03,2027-07-04,Whitby,yorkshire,West Pier,from £12,outdoor;folk,54.49,-0.61',
      'No,music,2027-07-03,2027-07-04,Whitby,yorkshire,,,,,',
      'Moorland Food Fair,food-drink,2027-08-14,2027-08-14,Helmsley,yorkshire,Market Place,Free,,,',
      'Knitting Weekend,knitting,2027-09-01,2027-09-02,Hawes,yorkshire,,,,,',
    ].join('\n');
    const parsed = parseImportFile('events.csv', csv, { publish: true });
    expect(parsed.invalid).toEqual([{ at: 'line 3', message: 'title: Title must be at least 3 characters' }]);

    const first = await importAsCli('events.csv', parsed.records, 1000, parsed.invalid);
    expect(first).toMatchObject({ records: 4, created: 2, alreadyImported: 0, rejectedCount: 2 });
    expect(first.rejected).toEqual([
      { at: 'line 3', message: 'title: Title must be at least 3 characters' },
      { at: 'line 5', message: 'Unknown category "knitting".' },
    ]);
    const again = parseImportFile('events.csv', csv, { publish: true });
    expect(await importAsCli('events.csv', again.records)).toMatchObject({ created: 0, alreadyImported: 2 });

    const [row] = await db.query(`SELECT tags, min_price_pence, status, latitude FROM events WHERE title = 'Harbour Lights Festival'`);
    expect(row).toEqual({ tags: ['outdoor', 'folk'], min_price_pence: 1200, status: 'published', latitude: 54.49 });
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM events WHERE title IN ('Harbour Lights Festival', 'Moorland Food Fair')`);
    expect(n).toBe(2);
  }, 60_000);

  it('stores tags as given, quotes, backslashes, commas and braces included', async () => {
    const tags = ['say "hi"', 'back\\slash', 'a,b', '{braces}', 'null', 'café']; // tags are stored lower-case
    const id = uuidFor(300_000);
    const summary = await importAsCli('awkward tags', [{ at: 'item 1', event: { ...records[0].event, id, details: { ...records[0].event.details, tags } } }]);
    expect(summary).toMatchObject({ created: 1, rejectedCount: 0 });
    const [row] = await db.query(`SELECT tags FROM events WHERE id = $1`, [id]);
    expect(row.tags).toEqual(tags);
  });

  it('refuses, as a version conflict, a new event whose id already has a history in the event log', async () => {
    // an event row gone while its stream stays: the import's new stream would be its second history
    const id = records[0].event.id;
    const [{ version }] = await db.query(`SELECT max(version)::int AS version FROM event_log WHERE stream_id = $1`, [id]);
    await db.query(`DELETE FROM events WHERE id = $1`, [id]);
    const before = await counts();
    await expect(cli.get(CommandBus).execute(new ImportEventsCommand([records[0].event]))).rejects.toMatchObject({
      code: 'STREAM.VERSION_CONFLICT',
      details: { streamId: id, expected: 0, actual: version },
    });
    expect(version).toBeGreaterThanOrEqual(2); // created and published
    expect(await counts()).toEqual(before);
  });

  it('stops at a chunk that fails: the chunks before it stay, the one already under way after it stores nothing', async () => {
    // records[0]'s row is gone while its stream stays (the test above): a chunk holding it fails as a version conflict
    const list = [0, 1, 2, 3, 4, 5].map((i) => ({ at: `item ${i + 1}`, event: { ...records[1].event, id: uuidFor(400_000 + i) } }));
    list[2] = { at: 'item 3', event: { ...records[0].event, id: records[0].event.id! } };
    const before = await counts();
    await expect(importAsCli('failing chunk', list, 2)).rejects.toThrow(
      /^This record was changed by someone else \(expected version 0, found \d\)\. Reload it and try again\. \(at item 3; 2 events were imported before it: run the import again to go on\)$/,
    );
    const stored: Array<{ id: string }> = await db.query(`SELECT id FROM events WHERE id = ANY($1::uuid[]) ORDER BY id`, [list.map((r) => r.event.id)]);
    expect(stored.map((r) => r.id)).toEqual([uuidFor(400_000), uuidFor(400_001)]);
    expect(await counts()).toEqual({ events: before.events + 2, log: before.log + 4 });
  });

  it('keeps all-or-nothing for callers that ask for it (seeding, discovery): one invalid record stores nothing', async () => {
    const before = await counts();
    const list = [records[0].event, { ...records[1].event, id: uuidFor(200_000), details: { ...records[1].event.details, category: 'knitting' } }];
    await expect(cli.get(CommandBus).execute(new ImportEventsCommand([{ ...list[0], id: uuidFor(200_001) }, list[1]]))).rejects.toThrow(
      'Item 2: Unknown category "knitting".',
    );
    expect(await counts()).toEqual(before);
  });

  async function counts() {
    const [row] = await db.query(`SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM event_log) AS log`);
    return row;
  }
});

function uuidFor(i: number): string {
  return `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
}

/** Published upcoming events in every category and region, one in 97 featured (the seed module's generator is its own). */
function generate(count: number, today: number): ImportedEvent[] {
  const categories = ['music', 'food-drink', 'arts-culture', 'family', 'comedy'];
  const regions = ['london', 'southwest', 'scotland', 'wales', 'yorkshire'];
  return Array.from({ length: count }, (_, i) => ({
    publish: true,
    featured: i % 97 === 0,
    details: {
      title: `Bulk Import Festival ${i + 1}`,
      description: `Day ${i % 400} of the bulk import test.`,
      imageUrl: null,
      category: categories[i % categories.length],
      startDate: dayToIso(today + 1 + (i % 400)),
      endDate: dayToIso(today + 1 + (i % 400) + (i % 3)),
      venue: 'Town Park',
      city: 'Testbury',
      region: regions[i % regions.length],
      latitude: 52 + (i % 7) / 10,
      longitude: -1 - (i % 5) / 10,
      priceText: i % 5 === 0 ? 'Free' : `from £${5 + (i % 40)}`,
      ticketUrl: `https://tickets.example.org/e/${i + 1}`,
      source: SOURCE,
      tags: i % 2 ? ['outdoor'] : ['indoor', 'family-friendly'],
    },
  }));
}
