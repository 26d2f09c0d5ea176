import { ProjectionsService } from '../../platform/projections/projections.service';
import { FixedClock } from '../../platform/time/clock';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { EventReadModel } from './application/ports/event-read-model.port';

// Moved from platform/projections/projection-runner.int.spec.ts: it checks the events module's read model.
const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock, seed: true });
});
afterAll(() => t.close());

describe('read model rebuild', () => {
  it('rebuilds into a fresh index and swaps it in with identical answers', async () => {
    const paths = [
      '/api/categories',
      '/api/events/featured',
      '/api/events/upcoming?limit=50',
      '/api/events/time-filters',
      '/api/events/regions',
      '/api/events/years-summary',
      '/api/events/search?q=folk%20festival&limit=30',
      '/api/events/search?category=music&region=london&sortBy=price',
      '/api/news?limit=20',
    ];
    const before = await Promise.all(paths.map((p) => t.get(p).then((r) => r.body)));
    const generation = t.app.get(EventReadModel).generation;
    const results = await t.app.get(ProjectionsService).rebuildAll();
    expect(results.map((r) => r.projector).sort()).toEqual(['alert-matching', 'catalogue', 'event-search']);
    expect(t.app.get(EventReadModel).generation).not.toBe(generation);
    const after = await Promise.all(paths.map((p) => t.get(p).then((r) => r.body)));
    expect(after).toEqual(before);
  });
});
