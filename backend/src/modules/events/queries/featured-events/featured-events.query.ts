import { Query } from '@nestjs/cqrs';
import { EventView } from '../../contracts/event-view';

/** The featured upcoming events for the home page (at most FEATURED_LIMIT). */
export class FeaturedEventsQuery extends Query<EventView[]> {}
