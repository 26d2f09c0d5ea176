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
      publishAt: e.publishAt ? new Date(e.publishAt).toISOString() : null,
      venueId: e.venueId ?? null,
      accessibility: completeAccessibility(e.accessibility),
    };
    return FestivalEvent.restore(e.id, props, e.version);
  }

  static toPersistence(event: FestivalEvent): Partial<EventEntity> {
    const { publishAt, ...state } = event.state;
    return { id: event.id, ...state, tags: [...state.tags], version: event.version, publishAt: publishAt ? new Date(publishAt) : null };
  }
}
