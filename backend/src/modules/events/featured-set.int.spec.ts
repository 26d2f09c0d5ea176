/**
 * The home page's featured set (issue 31, point 4): at most HOME_PAGE_FEATURED upcoming events are featured, so none
 * is silently left off the home page. Featuring beyond it is refused with a message that says what to do; two admins
 * featuring the last place at once get one yes and one no. Real HTTP on a real PostgreSQL, from an empty catalogue.
 */
import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, TestApp, eventually } from '../../platform/testing/test-app';
import { FixedClock } from '../../platform/time/clock';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { HOME_PAGE_FEATURED } from './domain/featured-set';
import { adminClient, AdminClient } from './testing/admin-client';

const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
let admin: AdminClient;

async function published(i: number): Promise<string> {
  const month = String((i % 12) + 1).padStart(2, '0');
  const res = await admin.post('/api/admin/events', {
    title: `Featured Set Festival ${i}`,
    description: 'A weekend of music and food by the sea, written by the featured-set test for the home page.',
    imageUrl: null,
    category: 'music',
    startDate: `2027-${month}-05`,
    endDate: `2027-${month}-06`,
    venue: 'The Prom',
    city: 'Brighton',
    region: 'southeast',
    latitude: 50.82,
    longitude: -0.14,
    priceText: 'from £30',
    ticketUrl: 'https://tickets.example.org/featured-set',
    source: 'featured-set-test',
    tags: ['music'],
    publish: true,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  t = await startTestApp({ clock, seed: false });
  admin = await adminClient(t);
  const bus = t.app.get(CommandBus);
  for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
}, 120_000);
afterAll(() => t?.close());

describe('the featured set', () => {
  it('refuses to feature beyond what the home page shows, and takes one in when a place is free', async () => {
    const ids: string[] = [];
    for (let i = 0; i < HOME_PAGE_FEATURED + 2; i++) ids.push(await published(i));
    for (const id of ids.slice(0, HOME_PAGE_FEATURED - 1)) expect((await admin.post(`/api/admin/events/${id}/feature`)).status).toBe(200);

    // The last place, asked for twice at once: one yes, one no.
    const [a, b] = await Promise.all([admin.post(`/api/admin/events/${ids[12]}/feature`), admin.post(`/api/admin/events/${ids[13]}/feature`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    const waiting = a.status === 409 ? ids[12] : ids[13];
    expect(refused.body.code).toBe('EVENT.FEATURED_SET_FULL');
    expect(refused.body.message).toBe(`The home page shows 12 featured events and 12 upcoming events are featured already. Unfeature one first.`);

    // Every featured event is on the home page.
    await eventually(async () => expect((await t.get<unknown[]>('/api/events/featured')).body).toHaveLength(HOME_PAGE_FEATURED));

    // A place freed: the waiting one can be featured and shows on the home page.
    expect((await admin.post(`/api/admin/events/${ids[0]}/unfeature`)).status).toBe(200);
    expect((await admin.post(`/api/admin/events/${waiting}/feature`)).status).toBe(200);
    await eventually(async () => {
      const home = (await t.get<Array<{ id: string }>>('/api/events/featured')).body.map((e) => e.id);
      expect(home).toHaveLength(HOME_PAGE_FEATURED);
      expect(home).toContain(waiting);
      expect(home).not.toContain(ids[0]);
    });
  });
});
