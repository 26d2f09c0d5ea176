import type { ReactNode } from 'react';
import { EventImage } from '../../../components/event-image';
import { PriceText } from '../../../components/price-text';
import type { SiteLink } from '../../../components/site-link';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { eventDateText } from '../../../lib/event-dates';

/**
 * The mobile card's markup, drawn by the app (MobileEventCard) and, without its buttons, by the server's first paint
 * (first-paint/home-first-screen.tsx). Plain elements + CSS classes (styles.css): up to nine cards render on the
 * first data, and Chakra's per-element style resolution made that render a long task on slow phones.
 */
export function MobileEventCardView({ event, Link, actions, after }: { event: FestivalEvent; Link: SiteLink; actions?: ReactNode; after?: ReactNode }) {
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
          {actions}
        </div>
      </div>
      {after}
    </article>
  );
}
