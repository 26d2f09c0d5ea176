import { CommandBus } from '@nestjs/cqrs';
import { runAs } from '../../platform/actor/actor-context';
import { startTestApp } from '../../platform/testing/test-app';
import { SystemClock } from '../../platform/time/clock';
import { todayDay } from '../../platform/time/uk-days';
import { CreateCategoryCommand } from '../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../categories/contracts/category-defaults';
import { ImportEventsCommand } from '../events/commands/import-events/import-events.command';
import { UpdateEventCommand } from '../events/commands/update-event/update-event.command';
import { FESTIVAL_FACTS, nextOccurrence, planCatalogue, toDetails } from './catalogue-plan';
import { CatalogueRefresher } from './catalogue.refresher';

const fact = (name: string) => FESTIVAL_FACTS.find((f) => f.name === name)!;

/** A festival as the seeder before the date rules wrote it: an estimate, a filing note, dates "confirmed". */
function oldShape(name: string) {
  const f = fact(name);
  const { start, end } = nextOccurrence({ ...f, dateRule: null }, todayDay(new SystemClock().now()));
  return { ...toDetails(f, start, end), description: `${f.description} (Somewhere; filed under ${f.region}.)`, datesConfirmed: true };
}

interface Row {
  start_date: string;
  end_date: string;
  dates_confirmed: boolean;
  description: string;
  version: number;
}

describe('catalogue refresh of an install seeded by the older seeder', () => {
  it('brings untouched seeded events to the current plan at start-up, leaves edited ones, and changes nothing the second time', async () => {
    const today = todayDay(new SystemClock().now());
    const plan = new Map(planCatalogue(today).map((p) => [p.fact.name, p.details]));
    expect(fact('Lewes Bonfire').dateRule).toBeTruthy();
    expect(fact('Wireless Festival').dateRule ?? null).toBeNull();

    // The old install: categories and three seeded festivals written as the old seeder did (system actor), one then
    // edited by an admin.
    const old = await startTestApp();
    const databaseUrl = old.databaseUrl;
    const bus = old.app.get(CommandBus);
    for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
    const names = ['Lewes Bonfire', 'Wireless Festival', 'BBC Proms'];
    const { ids } = await bus.execute(new ImportEventsCommand(names.map((name) => ({ details: oldShape(name), publish: true }))));
    const [lewes, wireless, proms] = ids as string[];
    await runAs({ kind: 'admin', id: 'a1', username: 'editor' }, () => bus.execute(new UpdateEventCommand(proms, { priceText: 'From £8' })));
    const before: Row = (
      await old.db.query(`SELECT start_date::text, end_date::text, dates_confirmed, description, version FROM events WHERE id = $1`, [proms])
    )[0];
    await old.close();
    expect(before.start_date).toBe(oldShape('BBC Proms').startDate); // as the old seeder wrote it

    const row = async (db: { query: (sql: string, params: unknown[]) => Promise<Row[]> }, id: string) =>
      (await db.query(`SELECT start_date::text, end_date::text, dates_confirmed, description, version FROM events WHERE id = $1`, [id]))[0];

    let logged = 0;
    const first = await startTestApp({ databaseUrl, seed: true });
    try {
      const lewesPlan = plan.get('Lewes Bonfire')!;
      expect(await row(first.db, lewes)).toMatchObject({
        start_date: lewesPlan.startDate,
        end_date: lewesPlan.endDate,
        dates_confirmed: true,
        description: fact('Lewes Bonfire').description,
      });
      expect(lewesPlan.startDate.slice(5)).toBe('11-05');
      const wirelessPlan = plan.get('Wireless Festival')!;
      expect(await row(first.db, wireless)).toMatchObject({
        start_date: wirelessPlan.startDate,
        dates_confirmed: false,
        description: fact('Wireless Festival').description,
      });
      expect((await row(first.db, wireless)).description).not.toContain('filed under');
      // the admin-edited one is as the admin left it
      expect(await row(first.db, proms)).toEqual(before);

      const log = await first.db.query(`SELECT type, payload, metadata FROM event_log WHERE stream_id = $1 ORDER BY version`, [wireless]);
      expect(log.map((r: { type: string }) => r.type)).toEqual(['EventCreated', 'EventPublished', 'EventUpdated']);
      expect(log[2].metadata.actor).toEqual({ kind: 'job', name: 'seed-refresh' });
      expect(log[2].payload).toMatchObject({ datesConfirmed: false, description: fact('Wireless Festival').description });

      // The public view says the same.
      const view = await first.get<{ datesConfirmed: boolean; startDate: string }>(`/api/events/${lewes}`);
      expect(view.body).toMatchObject({ datesConfirmed: true, startDate: lewesPlan.startDate });
      [{ n: logged }] = await first.db.query(`SELECT count(*)::int AS n FROM event_log`);
    } finally {
      await first.close();
    }

    const second = await startTestApp({ databaseUrl, seed: true });
    try {
      const [{ n }] = await second.db.query(`SELECT count(*)::int AS n FROM event_log`);
      expect(n).toBe(logged);
      expect(await second.app.get(CatalogueRefresher).refresh()).toEqual({ seeded: 3, edited: 1, refreshed: 0 });
    } finally {
      await second.close();
    }
  }, 120_000);
});
