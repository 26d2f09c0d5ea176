import { Box, Container, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CategoryBadge } from '../../../components/category-badge';
import { EventImage } from '../../../components/event-image';
import { PriceText } from '../../../components/price-text';
import { useFeaturedCarousel } from '../../../lib/api/events/get-featured-events';
import { Button } from '../../../components/button';
import { CAROUSEL_SLIDES } from '../../../lib/home-lists';
import { eventDateText } from '../../../lib/event-dates';

const AUTOPLAY_MS = 7000;

export function FeaturedCarousel() {
  const { data, isLoading, error } = useFeaturedCarousel();
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<1 | -1>(1);
  const [playing, setPlaying] = useState(true);
  // The first featured events; the Featured grid below shows the next ones (lib/home-lists).
  const slides = (data ?? []).slice(0, CAROUSEL_SLIDES);
  const count = slides.length;

  useEffect(() => {
    if (!playing || count < 2) return;
    const t = window.setTimeout(() => {
      setDirection(1);
      setIndex((i) => (i + 1) % count);
    }, AUTOPLAY_MS);
    return () => window.clearTimeout(t);
  }, [playing, count, index]);

  if (isLoading)
    return (
      <Container maxW="7xl" py="8">
        {/* Same height as the carousel, so the sections below do not jump when it arrives. */}
        <Box minH={{ base: '520px', md: '360px' }} borderRadius="2xl" bg="gray.100" p="6">
          <Text aria-live="polite">Loading featured events...</Text>
        </Box>
      </Container>
    );
  if (error || count === 0) return null;

  const go = (next: number, dir: 1 | -1) => {
    setDirection(dir);
    setIndex((next + count) % count);
  };
  const slide = slides[Math.min(index, count - 1)];

  return (
    <Container maxW="7xl" py="8">
      <Box
        as="section"
        aria-roledescription="carousel"
        aria-label="Featured festivals"
        position="relative"
        borderRadius="2xl"
        overflow="hidden"
        bg="gray.900"
        color="white"
        data-testid="featured-carousel"
        onKeyDown={(e: React.KeyboardEvent) => {
          if (e.key === 'ArrowRight') go(index + 1, 1);
          if (e.key === 'ArrowLeft') go(index - 1, -1);
        }}
      >
        <Box aria-live={playing ? 'off' : 'polite'}>
          <Flex
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            direction={{ base: 'column', md: 'row' }}
            minH={{ md: '360px' }}
            style={{ animation: `ff-slide-in-${direction > 0 ? 'right' : 'left'} .5s ease` }}
          >
            <Box flex="1.2" minH="220px">
              <EventImage
                src={slide.imageUrl}
                eventId={slide.id}
                category={slide.category}
                alt={slide.title}
                height="100%"
                eager
                sizes="(min-width: 1152px) 1152px, 100vw"
              />
            </Box>
            <Stack flex="1" p={{ base: '6', md: '10' }} gap="3" justify="center">
              <Box>
                <CategoryBadge slug={slide.category} name={slide.categoryName} />
              </Box>
              <Heading as="h2" size="2xl">
                {slide.title}
              </Heading>
              {slide.description && (
                <Text color="gray.200" lineClamp={3}>
                  {slide.description}
                </Text>
              )}
              <Text color="gray.100">
                {eventDateText(slide)}
                {slide.city ? ` · ${slide.city}` : ''} · <PriceText price={slide.price} ticketUrl={slide.ticketUrl} surface="carousel" title={slide.title} />
              </Text>
              <HStack gap="3" pt="2">
                <Button asChild colorPalette="purple">
                  <Link to="/event/$id" params={{ id: slide.id }}>
                    View Details
                  </Link>
                </Button>
                {slide.ticketUrl && (
                  <Button asChild bg="white" color="gray.900" _hover={{ bg: 'gray.100' }}>
                    <a href={slide.ticketUrl} target="_blank" rel="noopener noreferrer">
                      Get Tickets<span className="visually-hidden"> for {slide.title} (opens in a new tab)</span>
                    </a>
                  </Button>
                )}
              </HStack>
            </Stack>
          </Flex>
        </Box>
        <Flex position="absolute" bottom="3" right="3" gap="2" align="center">
          <IconButton size="sm" aria-label="Previous slide" onClick={() => go(index - 1, -1)} bg="whiteAlpha.900" color="gray.900">
            <span aria-hidden="true">‹</span>
          </IconButton>
          <IconButton
            size="sm"
            aria-label={playing ? 'Pause autoplay' : 'Play autoplay'}
            onClick={() => setPlaying((p) => !p)}
            bg="whiteAlpha.900"
            color="gray.900"
            data-testid="carousel-play"
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </IconButton>
          <IconButton size="sm" aria-label="Next slide" onClick={() => go(index + 1, 1)} bg="whiteAlpha.900" color="gray.900">
            <span aria-hidden="true">›</span>
          </IconButton>
        </Flex>
        {/* Bottom left, on the image (on phones, under the panel), never across the image/panel split. */}
        <HStack position="absolute" bottom="4" left="4" gap="1" bg="blackAlpha.600" px="2" py="1.5" borderRadius="full" data-testid="carousel-dots">
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i, i > index ? 1 : -1)}
              style={{
                width: i === index ? 22 : 10,
                height: 10,
                borderRadius: 999,
                border: 0,
                background: i === index ? '#fff' : 'rgba(255,255,255,.55)',
                cursor: 'pointer',
                padding: 0,
                minWidth: 10,
              }}
            />
          ))}
        </HStack>
        <Box position="absolute" top="0" left="0" right="0" h="1" bg="whiteAlpha.300" aria-hidden="true">
          <Box
            key={`${index}-${playing}`}
            h="100%"
            bg="orange.300"
            style={{ animation: playing ? `ff-progress ${AUTOPLAY_MS}ms linear forwards` : 'none', width: playing ? undefined : '0%' }}
            data-testid="carousel-progress"
          />
        </Box>
      </Box>
    </Container>
  );
}
