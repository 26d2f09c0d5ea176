import { Query } from '@nestjs/cqrs';
import { EventView } from '../../application/event-view';

/** The featured upcoming events for the home page (at most FEATURED_LIMIT). */
export class FeaturedEventsQuery extends Query<EventView[]> {}
