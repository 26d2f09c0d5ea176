import { Box, Container, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { RouterSiteLink } from '../../../components/router-site-link';
import { useFeaturedCarousel } from '../../../lib/api/events/get-featured-events';
import { CAROUSEL_SLIDES } from '../../../lib/home-lists';
import { SlideFrame } from './slide-frame';

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
    <SlideFrame
      event={slide}
      Link={RouterSiteLink}
      deck={{
        'aria-roledescription': 'carousel',
        'data-testid': 'featured-carousel',
        onKeyDown: (e) => {
          if (e.key === 'ArrowRight') go(index + 1, 1);
          if (e.key === 'ArrowLeft') go(index - 1, -1);
        },
      }}
      live={playing ? 'off' : 'polite'}
      slide={{
        role: 'group',
        'aria-roledescription': 'slide',
        'aria-label': `${index + 1} of ${count}`,
        style: { animation: `ff-slide-in-${direction > 0 ? 'right' : 'left'} .5s ease` },
      }}
      controls={
        <>
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
        </>
      }
    />
  );
}
