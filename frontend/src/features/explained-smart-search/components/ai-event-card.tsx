import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../components/button';
import { CategoryBadge } from '../../../components/category-badge';
import { EventImage } from '../../../components/event-image';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { eventDateText } from '../../../lib/event-dates';
import { formatPrice } from '../../../lib/format-price';

/** One found event: image (or the category artwork), category, title, dates, city, description, price and links. */
export function AiEventCard({ event }: { event: FestivalEvent }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="xl" overflow="hidden" bg="white" display="flex" flexDirection="column" data-testid="ai-event">
      <EventImage src={event.imageUrl} eventId={event.id} category={event.category} alt={event.title} height="170px" />
      <Stack p="4" gap="2" flex="1">
        <HStack justify="space-between" gap="2">
          <CategoryBadge slug={event.category} name={event.categoryName} />
          <Text fontWeight="bold" color="gray.900" data-testid="ai-event-price">
            {formatPrice(event.price, 'card')}
          </Text>
        </HStack>
        <Heading as="h3" size="md">
          {event.title}
        </Heading>
        <Text fontSize="sm" color="gray.700">
          {eventDateText(event, { range: true })}
          {event.city ? ` · ${event.city}` : ''}
        </Text>
        {event.description && (
          <Text fontSize="sm" color="gray.700" lineClamp={3}>
            {event.description}
          </Text>
        )}
        <HStack gap="2" mt="auto" pt="2">
          <Button asChild size="sm" colorPalette="purple">
            <Link to="/events/$id" params={{ id: event.id }}>
              Details<span className="visually-hidden">: {event.title}</span>
            </Link>
          </Button>
          {event.ticketUrl && (
            <Button asChild size="sm" variant="outline" colorPalette="purple">
              <a href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
                Tickets<span className="visually-hidden">: {event.title} (opens in a new tab)</span>
              </a>
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
