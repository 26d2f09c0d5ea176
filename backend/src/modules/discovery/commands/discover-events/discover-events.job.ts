import { ScheduledJob } from '../../../../platform/scheduler/scheduled-job';
import { DISCOVERY_LOCK } from '../../application/ports/discovery-lock.port';
import { DiscoverEventsCommand } from './discover-events.command';

export const discoverEventsJob: ScheduledJob = {
  name: DISCOVERY_LOCK,
  description: 'Finds new events on the configured organiser sites, iCalendar feeds and ticket APIs and imports them with provenance.',
  cron: '30 4 * * *',
  command: () => new DiscoverEventsCommand(),
};
