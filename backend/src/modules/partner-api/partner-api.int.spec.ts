import { CommandBus } from '@nestjs/cqrs';
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { CreateVenueCommand } from '../venues/commands/create-venue/create-venue.command';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';
import type { EventChanges } from '../events/queries/event-changes/event-changes.query';
import type { IssuedKey, PartnerKey } from './contracts/partner-key';

describe('partner API v1 (keys, limits, counts, ETags, and a sync feed that never misses or repeats a change)', () => {
  let t: TestApp;
  let owner: AdminTestClient;
  beforeAll(async () => {
    t = await startTestApp();
    ({ client: owner } = await signedInAdmin(t.app, t.base, 'partner-owner'));
    const bus = t.app.get(CommandBus);
    for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
  });
  afterAll(() => t.close());

  const issue = async (name: string, requestsPerMinute = 10_000) => {
    const res = await owner.post<IssuedKey>('/api/admin/partner-keys', { name, requestsPerMinute });
    expect(res.status).toBe(201);
    return res.body;
  };
  const v1 = (path: string, key?: string, headers: Record<string, string> = {}) =>
    fetch(t.base + path, { headers: { ...(key ? { 'x-api-key': key } : {}), ...headers } });
  let n = 0;
  const details = () => ({ title: `Sync Fest ${++n}`, category: 'music', startDate: '2027-07-10', endDate: '2027-07-12', city: 'Leeds', region: 'yorkshire' });

  it('owners issue keys (shown once, stored hashed), see their counts, and revoke them; every write is audited', async () => {
    const issued = await issue('Listings Co', 3);
    expect(issued.key).toMatch(/^ffp_[A-Za-z0-9_-]{43}$/);
    expect(issued.apiKey).toMatchObject({ name: 'Listings Co', prefix: issued.key.slice(0, 10), requestCount: 0, revokedAt: null, createdBy: 'partner-owner' });
    const [{ key_hash }] = await t.db.query(`SELECT key_hash FROM partner_api_keys WHERE id = $1`, [issued.apiKey.id]);
    expect(key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await t.db.query(`SELECT * FROM partner_api_keys`))).not.toContain(issued.key);

    expect((await v1('/api/v1/categories')).status).toBe(401);
    expect(await (await v1('/api/v1/categories', 'ffp_not-a-key')).json()).toMatchObject({ statusCode: 401, code: 'PARTNER_API.INVALID_KEY' });
    for (let i = 0; i < 3; i++) expect((await v1('/api/v1/regions', issued.key)).status).toBe(200);
    const limited = await v1('/api/v1/regions', issued.key);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({ code: 'PARTNER_API.RATE_LIMITED' });

    const listed = await owner.get<{ items: PartnerKey[] }>('/api/admin/partner-keys');
    expect(listed.body.items.find((k) => k.id === issued.apiKey.id)).toMatchObject({ requestCount: 4, lastUsedAt: expect.any(String) });

    const revoked = await owner.post<PartnerKey>(`/api/admin/partner-keys/${issued.apiKey.id}/revoke`);
    expect(revoked).toMatchObject({ status: 200, body: { id: issued.apiKey.id, revokedAt: expect.any(String) } });
    expect((await v1('/api/v1/regions', issued.key)).status).toBe(401);
    expect((await owner.post(`/api/admin/partner-keys/00000000-0000-0000-0000-000000000000/revoke`)).status).toBe(404);

    const kinds = (await t.db.query(`SELECT kind, success FROM operation_log WHERE kind LIKE 'partner-api.%' ORDER BY started_at`)) as unknown[];
    expect(kinds).toEqual([
      { kind: 'partner-api.issue-key', success: true },
      { kind: 'partner-api.revoke-key', success: true },
      { kind: 'partner-api.revoke-key', success: false },
    ]);
    const { client: editor } = await signedInAdmin(t.app, t.base, 'partner-editor', 'editor');
    expect((await editor.get('/api/admin/partner-keys')).status).toBe(403);
    expect((await owner.post('/api/admin/partner-keys', { name: 'x' })).status).toBe(400);
  });

  it('answers every read with an ETag and 304 for a matching If-None-Match', async () => {
    const { key } = await issue('Etag Ltd');
    await t.app.get(CommandBus).execute(
      new CreateVenueCommand({
        slug: 'brudenell-social-club-leeds',
        name: 'Brudenell Social Club',
        names: ['Brudenell Social Club'],
        address: '33 Queen’s Road',
        town: 'Leeds',
        region: 'yorkshire',
        latitude: 53.81,
        longitude: -1.57,
        website: null,
      }),
    );
    const venues = await eventually(async () => {
      const list = (await (await v1('/api/v1/venues', key)).json()) as Array<{ slug: string; name: string }>;
      expect(list.map((v) => v.name)).toContain('Brudenell Social Club');
      return list;
    });
    const venue = venues.find((v) => v.name === 'Brudenell Social Club')!;
    for (const path of ['/api/v1/events', '/api/v1/categories', '/api/v1/regions', '/api/v1/venues', `/api/v1/venues/${venue.slug}`]) {
      const first = await v1(path, key);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag).toBeTruthy();
      // (max-age=0 as browsers revalidate: fetch adds Cache-Control: no-cache to a conditional request otherwise)
      const again = await v1(path, key, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
      expect([path, again.status]).toEqual([path, 304]);
    }
    expect((await v1('/api/v1/events?cursor=1&changedSince=2026-01-01T00:00:00Z', key)).status).toBe(400);
    expect((await v1('/api/v1/events?cursor=abc', key)).status).toBe(400);
    expect((await v1('/api/v1/venues/no-such-venue', key)).status).toBe(404);
    expect((await v1(`/api/v1/venues/${venue.slug}`, 'not-a-key')).status).toBe(401);
  });

  it('shows each event of a page as of the page’s end, not newer, and cuts pages between events', async () => {
    const { key } = await issue('Snapshot Partner');
    const [{ start }] = await t.db.query(`SELECT COALESCE(max(sequence), 0) AS start FROM event_log`);
    const first = await owner.post<{ id: string; version: number }>('/api/admin/events', { ...details(), title: 'First Fest' });
    await owner.post(`/api/admin/events/${first.body.id}/publish`);
    const second = await owner.post<{ id: string }>('/api/admin/events', { ...details(), title: 'Second Fest' });
    await owner.post(`/api/admin/events/${second.body.id}/publish`);
    await owner.request('PUT', `/api/admin/events/${first.body.id}`, { ...details(), title: 'First Fest Renamed', expectedVersion: 2 });
    await owner.post(`/api/admin/events/${second.body.id}/remove`);

    const pages: Array<Array<[string, string, number, string | null]>> = [];
    let cursor = String(start);
    for (;;) {
      const page = (await (await v1(`/api/v1/events?limit=1&cursor=${cursor}`, key)).json()) as EventChanges;
      pages.push(page.items.map((i) => [i.id, i.change, i.version, i.event?.title ?? null]));
      cursor = page.nextCursor;
      if (!page.hasMore) break;
    }
    expect(pages).toEqual([
      [[first.body.id, 'upsert', 2, 'First Fest']],
      [[second.body.id, 'upsert', 2, 'Second Fest']],
      [[first.body.id, 'upsert', 3, 'First Fest Renamed']],
      [[second.body.id, 'removed', 3, null]],
    ]);
  });

  it('a client following the cursor while events are created, changed and removed ends with exactly the site’s state', async () => {
    const { key } = await issue('Sync Partner');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const created = await owner.post<{ id: string }>('/api/admin/events', details());
      expect(created.status).toBe(201);
      ids.push(created.body.id);
      if (i % 3 !== 0) await owner.post(`/api/admin/events/${created.body.id}/publish`);
    }

    const held = new Map<string, { title: string; version: number }>();
    const lastVersion = new Map<string, number>();
    const repeats: string[] = [];
    let cursor: string | null = null;
    const syncOnce = async () => {
      for (;;) {
        const res = await v1(`/api/v1/events?limit=5${cursor === null ? '' : `&cursor=${cursor}`}`, key);
        expect(res.status).toBe(200);
        const page = (await res.json()) as EventChanges;
        for (const item of page.items) {
          // Each entry must be newer than anything delivered for its event before: no change counted twice.
          if ((lastVersion.get(item.id) ?? -1) >= item.version) repeats.push(`${item.id} v${item.version}`);
          lastVersion.set(item.id, item.version);
          if (item.change === 'upsert') held.set(item.id, { title: item.event!.title, version: item.version });
          else held.delete(item.id);
        }
        cursor = page.nextCursor;
        if (!page.hasMore) return;
      }
    };

    let writing = true;
    const writer = async () => {
      for (let i = 0; i < 25; i++) {
        const op = randomInt(6);
        if (op === 0) {
          const created = await owner.post<{ id: string }>('/api/admin/events', details());
          if (created.status === 201) ids.push(created.body.id);
          continue;
        }
        const id = ids[randomInt(ids.length)]!;
        if (op === 1) await owner.post(`/api/admin/events/${id}/publish`);
        else if (op === 2) await owner.post(`/api/admin/events/${id}/remove`);
        else if (op === 3) await owner.post(`/api/admin/events/${id}/restore`);
        else {
          const current = await owner.get<{ version: number; title: string }>(`/api/admin/events/${id}`);
          await owner.request('PUT', `/api/admin/events/${id}`, { ...details(), expectedVersion: current.body.version });
        }
      }
    };
    const reader = async () => {
      while (writing) await syncOnce();
    };
    const readerDone = reader();
    await Promise.all([writer(), writer(), writer()]);
    writing = false;
    await readerDone;
    await syncOnce();

    const site = (await t.db.query(`SELECT id, title, version FROM events WHERE status IN ('published', 'expired')`)) as Array<{
      id: string;
      title: string;
      version: number;
    }>;
    expect(site.length).toBeGreaterThan(3);
    expect(Object.fromEntries(held)).toEqual(Object.fromEntries(site.map((e) => [e.id, { title: e.title, version: e.version }])));
    expect(repeats).toEqual([]);

    // Nothing new: the same cursor comes back with no items, and changedSince finds the latest change.
    const idle = (await (await v1(`/api/v1/events?cursor=${cursor}`, key)).json()) as EventChanges;
    expect(idle).toEqual({ items: [], nextCursor: cursor, hasMore: false });
    const [{ at }] = await t.db.query(`SELECT max(occurred_at) AS at FROM event_log WHERE stream_type = 'event'`);
    const recent = (await (await v1(`/api/v1/events?changedSince=${encodeURIComponent(new Date(at).toISOString())}`, key)).json()) as EventChanges;
    expect(recent.items.length).toBeGreaterThanOrEqual(1);
    expect(recent.nextCursor).toBe(cursor);

    // The guide's example client, run as a partner would, ends with the same state.
    const stateFile = path.join(tmpdir(), `partner-sync-${process.pid}-${Date.now()}.json`);
    const example = path.resolve(__dirname, '../../../../docs/examples/partner-sync.mjs');
    await promisify(execFile)(process.execPath, [example, stateFile], { env: { ...process.env, FF_BASE: t.base, FF_API_KEY: key } });
    const saved = JSON.parse(await readFile(stateFile, 'utf8')) as { cursor: string; events: Record<string, { version: number; event: { title: string } }> };
    expect(saved.cursor).toBe(cursor);
    expect(Object.fromEntries(Object.entries(saved.events).map(([id, e]) => [id, { title: e.event.title, version: e.version }]))).toEqual(
      Object.fromEntries(held),
    );
  }, 120_000);
});
