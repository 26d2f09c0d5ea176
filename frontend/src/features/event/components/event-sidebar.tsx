import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../components/button';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { googleCalendarUrl } from '../../../lib/calendar';
import { datesUnconfirmed, eventDateText } from '../../../lib/event-dates';
import { formatLongDate, hasDistinctEndDate } from '../../../lib/format-date';
import { formatPlace } from '../../../lib/format-place';
import { PriceText } from '../../../components/price-text';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';

/** The calendar library loads on the first click only (it is not needed to show the page). */
async function downloadIcs(event: FestivalEvent) {
  const { buildIcs } = await import('../../../lib/calendar-ics');
  const ics = buildIcs({
    id: event.id,
    title: event.title,
    description: event.description,
    location: formatPlace(event.venue ?? event.location, event.city),
    startDate: event.startDate,
    endDate: event.endDate,
    url: window.location.href,
  });
  if (!ics) return;
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${event.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.ics`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * The event page's right-hand column (below the description on phones): details, venue, tickets and calendar
 * links. Its parts render one task each just after the page's lead (picture, title, dates, description) has
 * painted, top to bottom (nothing moves), so the page is not one long task; on phones the column is below the
 * fold (the ticket button is pinned above the bottom bar), on wide screens beside the lead.
 */
export function EventSidebar({ event }: { event: FestivalEvent }) {
  const gcal = googleCalendarUrl({
    id: event.id,
    title: event.title,
    description: event.description,
    location: formatPlace(event.venue ?? event.location, event.city),
    startDate: event.startDate,
    endDate: event.endDate,
    url: window.location.href,
  });
  const venue = event.venue ?? event.location;
  const unconfirmed = datesUnconfirmed(event);
  return (
    <Stack gap="4">
      <AfterFirstPaint order={1}>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Event Details
            </Heading>
          </Card.Header>
          <Card.Body>
            <dl className="ff-dl">
              <Text as="dt" fontWeight="semibold">
                {unconfirmed ? 'Dates' : 'Start date'}
              </Text>
              <Text as="dd" mb="2">
                {unconfirmed ? eventDateText(event) : formatLongDate(event.startDate)}
              </Text>
              {!unconfirmed && hasDistinctEndDate(event.startDate, event.endDate) && (
                <>
                  <Text as="dt" fontWeight="semibold">
                    End date
                  </Text>
                  <Text as="dd" mb="2">
                    {formatLongDate(event.endDate)}
                  </Text>
                </>
              )}
              <Text as="dt" fontWeight="semibold">
                Price
              </Text>
              <Text as="dd" data-testid="event-price">
                <PriceText price={event.price} ticketUrl={event.ticketUrl} surface="detail" linkText="see the official site" />
              </Text>
            </dl>
          </Card.Body>
        </Card.Root>
      </AfterFirstPaint>
      <AfterFirstPaint order={2}>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Location &amp; Venue
            </Heading>
          </Card.Header>
          <Card.Body>
            <dl>
              <Text as="dt" fontWeight="semibold">
                Venue
              </Text>
              <Text as="dd" mb="2">
                {venue ?? 'Venue TBA'}
              </Text>
              <Text as="dt" fontWeight="semibold">
                City
              </Text>
              <Text as="dd" mb="2">
                {event.city ?? '—'}
              </Text>
              <Text as="dt" fontWeight="semibold">
                Region
              </Text>
              <Text as="dd">{event.regionName ?? event.region ?? '—'}</Text>
            </dl>
          </Card.Body>
        </Card.Root>
      </AfterFirstPaint>
      <AfterFirstPaint order={3}>
        {event.ticketUrl && (
          // On phones the button stays in view above the bottom bar (styles.css, .ff-sticky-tickets).
          <Button asChild colorPalette="purple" size="lg" className="ff-sticky-tickets" data-testid="get-tickets">
            <a href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
              Get Tickets Now<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </Button>
        )}
        {/* An estimated date is not offered to calendars: a diary entry would state a day nobody announced. */}
        {unconfirmed && (
          <Text fontSize="sm" color="gray.700" data-testid="calendar-later">
            Calendar links appear here once the dates are confirmed.
          </Text>
        )}
        {event.startDate && !unconfirmed && (
          <HStack gap="2" wrap="wrap" aria-label="Add to calendar" role="group">
            <Button variant="outline" onClick={() => void downloadIcs(event)} data-testid="add-ics">
              Add to calendar (.ics)
            </Button>
            {gcal && (
              <Button asChild variant="outline">
                <a href={gcal} target="_blank" rel="noopener noreferrer">
                  Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </Button>
            )}
          </HStack>
        )}
        <Button asChild variant="ghost">
          <Link to="/">Browse More Events</Link>
        </Button>
      </AfterFirstPaint>
    </Stack>
  );
}
