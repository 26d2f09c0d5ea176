import { Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CategoryBadge } from '../../../components/category-badge';
import { EventImage } from '../../../components/event-image';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { PriceText } from '../../../components/price-text';
import { Button } from '../../../components/button';
import { formatPlace } from '../../../lib/format-place';
import { eventDateText } from '../../../lib/event-dates';

/** The quick-view sheet: title, image, description, date, location, price, details and tickets. */
export function EventBottomSheet({ event, onClose }: { event: FestivalEvent | null; onClose: () => void }) {
  return (
    <Drawer.Root open={Boolean(event)} onOpenChange={(d) => !d.open && onClose()} placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content borderTopRadius="2xl" maxH="85vh" data-testid="bottom-sheet">
            {event && (
              <>
                <Drawer.Header>
                  <Drawer.Title>{event.title}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <EventImage src={event.imageUrl} eventId={event.id} category={event.category} alt={event.title} height="180px" rounded="12px" />
                  <Stack mt="3" gap="2">
                    {/* A wrapper, so the badge keeps its own width instead of stretching across the sheet. */}
                    <div data-testid="bottom-sheet-category">
                      <CategoryBadge slug={event.category} name={event.categoryName} />
                    </div>
                    {event.description && <Text fontSize="sm">{event.description}</Text>}
                    <Text fontSize="sm">
                      <strong>Date:</strong> {eventDateText(event)}
                    </Text>
                    <Text fontSize="sm">
                      <strong>Location:</strong> {formatPlace(event.location, event.city)}
                    </Text>
                    <Text fontSize="sm">
                      <strong>Price:</strong> <PriceText price={event.price} ticketUrl={event.ticketUrl} surface="mobile" title={event.title} />
                    </Text>
                  </Stack>
                </Drawer.Body>
                <Drawer.Footer>
                  <Button asChild variant="outline">
                    <Link to="/event/$id" params={{ id: event.id }}>
                      Details
                    </Link>
                  </Button>
                  {event.ticketUrl && (
                    <Button asChild colorPalette="purple">
                      <a href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
                        Buy Tickets
                      </a>
                    </Button>
                  )}
                </Drawer.Footer>
                <Drawer.CloseTrigger asChild>
                  <Button size="sm" variant="ghost" position="absolute" top="2" right="2" aria-label="Close">
                    ✕
                  </Button>
                </Drawer.CloseTrigger>
              </>
            )}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
