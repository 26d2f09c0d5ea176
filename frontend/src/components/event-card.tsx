import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { FestivalEvent } from '../lib/api/api-contracts.gen';
import { CategoryBadge } from './category-badge';
import { EventImage } from './event-image';
import { FavouriteButton } from './favourite-button';
import { PriceText } from './price-text';
import { CalendarIcon, PinIcon } from './icons';
import { formatPlace } from '../lib/format-place';
import { eventDateText } from '../lib/event-dates';

interface Props {
  event: FestivalEvent;
  label?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * Card: image, category badge, title, date, location, description, price. The title's link stretches over the whole
 * card (to the detail page); an unknown price is followed by the official link, a sibling lifted above that stretch.
 */
export function EventCard({ event, label, headingLevel = 'h3' }: Props) {
  const place = formatPlace(event.location ?? event.venue, event.city);
  return (
    <Box
      as="article"
      data-testid="event-card"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      overflow="hidden"
      bg="white"
      shadow="sm"
      position="relative"
      transition="box-shadow .2s, transform .2s"
      _hover={{ shadow: 'md', transform: 'translateY(-2px)' }}
      _focusWithin={{ shadow: 'md' }}
      display="flex"
      flexDirection="column"
    >
      <Box position="relative">
        <EventImage src={event.imageUrl} eventId={event.id} category={event.category} alt={event.title} height="180px" />
        <HStack position="absolute" top="2" left="2" gap="2">
          <CategoryBadge slug={event.category} name={event.categoryName} />
          {label && (
            <Text as="span" bg="green.700" color="white" fontSize="xs" px="2" borderRadius="full">
              {label}
            </Text>
          )}
        </HStack>
        <Box position="absolute" top="2" right="2">
          <FavouriteButton id={event.id} title={event.title} />
        </Box>
      </Box>
      <Stack p="4" gap="2" flex="1">
        <Heading as={headingLevel} size="md" lineClamp={2}>
          <Link to="/event/$id" params={{ id: event.id }} className="card-link">
            {event.title}
          </Link>
        </Heading>
        <Text fontSize="sm" color="gray.700">
          <CalendarIcon />
          {eventDateText(event, { range: true })}
        </Text>
        {place && (
          <Text fontSize="sm" color="gray.700">
            <PinIcon />
            {place}
          </Text>
        )}
        {event.description && (
          <Text fontSize="sm" color="gray.600" lineClamp={2}>
            {event.description}
          </Text>
        )}
        <Text mt="auto" fontWeight="semibold" color="purple.800" data-testid="card-price">
          <PriceText price={event.price} ticketUrl={event.ticketUrl} surface="card" title={event.title} />
        </Text>
      </Stack>
    </Box>
  );
}
