import { CommandBus } from '@nestjs/cqrs';
import { eventually, TestApp } from '../../../platform/testing/test-app';
import { CreateCategoryCommand } from '../../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../../categories/contracts/category-defaults';
import { AdminClient } from '../../events/testing/admin-client';

/** An admin event body with sensible defaults (the images tests change the image, title and website). */
export const eventBody = (over: Record<string, unknown> = {}) => ({
  title: 'Riverside Folk Weekend',
  description: 'Three days of folk music by the river, with workshops, a ceilidh and food stalls.',
  imageUrl: null,
  category: 'folk',
  startDate: '2027-06-04',
  endDate: '2027-06-06',
  venue: 'Riverside Park',
  city: 'York',
  region: 'yorkshire',
  latitude: 53.96,
  longitude: -1.08,
  priceText: 'from £25',
  ticketUrl: 'https://riverside-folk.example/',
  source: 'images-test',
  tags: ['folk'],
  ...over,
});

export async function seedCategories(t: TestApp): Promise<void> {
  const bus = t.app.get(CommandBus);
  for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
  await eventually(async () => expect((await t.get<unknown[]>('/api/categories')).body).toHaveLength(DEFAULT_CATEGORIES.length));
}

/** Creates (and by default publishes) an event and waits until the read model shows it. */
export async function createEvent(
  t: TestApp,
  admin: AdminClient,
  over: Record<string, unknown> = {},
  publish = true,
): Promise<{ id: string; version: number }> {
  const res = await admin.post('/api/admin/events', { ...eventBody(over), publish });
  expect(res.status).toBe(201);
  await seenAt(admin, res.body.id, res.body.version);
  return res.body;
}

export async function seenAt(admin: AdminClient, id: string, version: number) {
  return eventually(async () => {
    const res = await admin.get(`/api/admin/events/${id}`);
    expect(res.body.event?.version).toBe(version);
    return res.body.event;
  });
}
