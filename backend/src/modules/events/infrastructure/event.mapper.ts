import { EventProps, EventStatus, FestivalEvent } from '../domain/event.aggregate';
import { EventEntity } from './event.entity';
import { completeAccessibility } from '../contracts/accessibility.schema';

export class EventMapper {
  static toDomain(e: EventEntity): FestivalEvent {
    const props: EventProps = {
      title: e.title,
      description: e.description,
      imageUrl: e.imageUrl,
      category: e.category,
      startDate: e.startDate,
      endDate: e.endDate,
      venue: e.venue,
      city: e.city,
      region: e.region,
      latitude: e.latitude,
      longitude: e.longitude,
      priceText: e.priceText,
      minPricePence: e.minPricePence,
      isFree: e.isFree,
      ticketUrl: e.ticketUrl,
      featured: e.featured,
      status: e.status as EventStatus,
      source: e.source,
      tags: e.tags,
      datesConfirmed: e.datesConfirmed,
      venueId: e.venueId ?? null,
      accessibility: completeAccessibility(e.accessibility),
    };
    return FestivalEvent.restore(e.id, props, e.version);
  }

  static toPersistence(event: FestivalEvent): Partial<EventEntity> {
    return { id: event.id, ...event.state, tags: [...event.state.tags], version: event.version };
  }
}
