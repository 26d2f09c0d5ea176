import { FavouriteButton } from '../../../components/favourite-button';
import { RouterSiteLink } from '../../../components/router-site-link';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { MobileEventCardView } from './mobile-event-card-view';

export function MobileEventCard({ event, onOpen }: { event: FestivalEvent; onOpen: (e: FestivalEvent) => void }) {
  return (
    <MobileEventCardView
      event={event}
      Link={RouterSiteLink}
      actions={
        <button type="button" className="ff-mcard-quick" onClick={() => onOpen(event)}>
          Quick view<span className="visually-hidden"> of {event.title}</span>
        </button>
      }
      after={<FavouriteButton id={event.id} title={event.title} size="xs" />}
    />
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
