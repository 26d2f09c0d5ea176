import type { HTMLAttributes, ReactNode } from 'react';
import { EventImage } from '../../../components/event-image';
import { PriceText } from '../../../components/price-text';
import type { SiteLink } from '../../../components/site-link';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { categoryBadgeColor } from '../../../lib/category-style';
import { eventDateText } from '../../../lib/event-dates';

interface Props {
  event: FestivalEvent;
  /** The router's link in the app, a plain `<a>` in the first paint. */
  Link: SiteLink;
  /** The app's carousel attributes (role description, keys, test id) on the section that holds the slides. */
  deck?: HTMLAttributes<HTMLElement> & { 'data-testid'?: string };
  /** The app's slide attributes: its place among the slides and its entry animation. */
  slide?: HTMLAttributes<HTMLDivElement>;
  /** The app's live region setting while it plays (off) or is paused (polite). */
  live?: 'off' | 'polite';
  /** The app's controls: previous/next, play/pause, dots and the progress bar. */
  controls?: ReactNode;
}

/**
 * One slide of the home carousel, drawn by the app (featured-carousel.tsx, with its controls) and by the server's
 * first paint (first-paint/home-first-screen.tsx, links only): plain elements and the `.ff-slide*` classes in
 * styles.css, so both look alike and the hand-over moves nothing.
 */
export function SlideFrame({ event, Link, deck, slide, live, controls }: Props) {
  return (
    <div className="ff-slides">
      <section aria-label="Featured festivals" {...deck} className="ff-slide-deck">
        <div aria-live={live}>
          {/* Keyed by event: a new slide mounts afresh, so its entry animation plays. */}
          <div key={event.id} {...slide} className="ff-slide">
            <div className="ff-slide-img">
              <EventImage
                src={event.imageUrl}
                eventId={event.id}
                category={event.category}
                alt={event.title}
                height="100%"
                eager
                sizes="(min-width: 1152px) 1152px, 100vw"
              />
            </div>
            <div className="ff-slide-text">
              <span className="ff-slide-badge" style={{ background: categoryBadgeColor(event.category) }} data-testid="category-badge">
                {event.categoryName}
              </span>
              <h2>{event.title}</h2>
              {event.description && <p className="ff-slide-about">{event.description}</p>}
              <p>
                {eventDateText(event)}
                {event.city ? ` · ${event.city}` : ''} · <PriceText price={event.price} ticketUrl={event.ticketUrl} surface="carousel" title={event.title} />
              </p>
              <div className="ff-slide-links">
                <Link to="/event/$id" params={{ id: event.id }} className="ff-btn ff-btn-solid">
                  View Details
                </Link>
                {event.ticketUrl && (
                  <a className="ff-btn ff-slide-tickets" href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
                    Get Tickets<span className="visually-hidden"> for {event.title} (opens in a new tab)</span>
                  </a>
                )}
              </div>
            </div>
          </div>
        </div>
        {controls}
      </section>
    </div>
  );
}
