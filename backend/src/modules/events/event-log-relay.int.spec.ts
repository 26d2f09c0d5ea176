import { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createContext } from '../../bootstrap';
import { UpdateEventCommand } from './commands/update-event/update-event.command';
import { EventView } from './contracts/event-view';
import { AppConfig } from '../../platform/config/app-config';
import { eventually, startTestApp, TestApp } from '../../platform/testing/test-app';

/** The CLI path: another process writes through the commands; the running site must see every change. */
describe('event log relay across processes', () => {
  let site: TestApp;
  let cli: INestApplicationContext;

  beforeAll(async () => {
    site = await startTestApp({ seed: true });
    cli = await createContext({
      config: AppConfig.fromEnv({}, { DATABASE_URL: site.databaseUrl, LOG_LEVEL: 'error', NODE_ENV: 'test' }),
      seed: false,
      projections: false,
    });
  });
  afterAll(async () => {
    await cli.close();
    await site.close();
  });

  it('delivers every command issued by a context without projections to the site', async () => {
    const events = (await site.get<EventView[]>('/api/events/upcoming?limit=30')).body;
    const bus = cli.get(CommandBus);
    for (const [i, e] of events.entries()) await bus.execute(new UpdateEventCommand(e.id, { title: `Relay check ${i}` }));
    await eventually(async () => {
      const titles = await Promise.all(events.map(async (e) => (await site.get<EventView>(`/api/events/${e.id}`)).body.title));
      expect(titles).toEqual(events.map((_, i) => `Relay check ${i}`));
    }, 10_000);
  });
});
