import { Link } from '@tanstack/react-router';
import { EventImage } from '../../../components/event-image';
import { FavouriteButton } from '../../../components/favourite-button';
import { PriceText } from '../../../components/price-text';
import type { FestivalEvent } from '../../../lib/api/events/event.schema';
import { eventDateText } from '../../../lib/event-dates';

export function MobileEventCard({ event, onOpen }: { event: FestivalEvent; onOpen: (e: FestivalEvent) => void }) {
  // Plain elements + CSS classes (styles.css): up to nine cards render on the first data, and Chakra's per-element
  // style resolution made that render a long task on slow phones.
  return (
    <article className="ff-mcard" data-testid="mobile-event-card">
      <div className="ff-mcard-img">
        <EventImage src={event.imageUrl} eventId={event.id} category={event.category} alt={event.title} height="72px" rounded="8px" sizes="96px" />
      </div>
      <div className="ff-mcard-body">
        <p className="ff-mcard-title">
          <Link to="/event/$id" params={{ id: event.id }}>
            {event.title}
          </Link>
        </p>
        <p className="ff-mcard-meta">
          {eventDateText(event)} · {event.city}
        </p>
        <div className="ff-mcard-row">
          <p className="ff-mcard-price" data-testid="card-price">
            <PriceText price={event.price} ticketUrl={event.ticketUrl} surface="mobile" title={event.title} />
          </p>
          <button type="button" className="ff-mcard-quick" onClick={() => onOpen(event)}>
            Quick view<span className="visually-hidden"> of {event.title}</span>
          </button>
        </div>
      </div>
      <FavouriteButton id={event.id} title={event.title} size="xs" />
    </article>
  );
}

/** Card-sized placeholders so the lists below do not jump when data arrives. */
export function CardPlaceholders({ count, label }: { count: number; label: string }) {
  return (
    <div className="ff-placeholders" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="ff-placeholder" />
      ))}
    </div>
  );
}
