import { Query } from '@nestjs/cqrs';

/** The id of every upcoming published event, by date (the sitemap names each event page). */
export class UpcomingEventIdsQuery extends Query<string[]> {}
