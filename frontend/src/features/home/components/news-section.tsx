import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { EventImage } from '../../../components/event-image';
import { formatRelativeNewsDate } from '../../../lib/format-date';
import { newsCoverUrl } from '../../../lib/image-url';
import { useInView } from '../../../hooks/use-in-view';
import { useQuery } from '@tanstack/react-query';
import { newsQueryOptions, type NewsItem } from '../../../lib/api/news/get-news';
import { Section } from './home-sections';
import { Button } from '../../../components/button';
import { newsPlainText } from '../../../lib/news-links';

function ReadMore({ item }: { item: NewsItem }) {
  const label = (
    <>
      Read More<span className="visually-hidden"> about {item.title}</span>
    </>
  );
  if (item.source === 'external' && item.externalUrl)
    return (
      <Button asChild size="sm" variant="outline" colorPalette="purple">
        <a href={item.externalUrl} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      </Button>
    );
  return (
    <Button asChild size="sm" variant="outline" colorPalette="purple">
      <Link to="/news/$id" params={{ id: item.id }}>
        {label}
      </Link>
    </Button>
  );
}

export function NewsEmpty() {
  return (
    <Stack align="center" textAlign="center" py="8" gap="3">
      <Text fontWeight="bold" fontSize="lg">
        No Festival news available
      </Text>
      <Text color="gray.700">Line-up announcements and festival news will appear here as soon as they are published.</Text>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Check for Updates
      </Button>
    </Stack>
  );
}

export function NewsSection() {
  const [ref, inView] = useInView<HTMLDivElement>();
  const { data, error, isLoading } = useQuery({ ...newsQueryOptions({ limit: 6 }), enabled: inView });
  return (
    <Section
      id="news"
      title="Festival News"
      action={
        <Button asChild variant="outline" colorPalette="purple">
          <Link to="/news">View All News</Link>
        </Button>
      }
    >
      <Box ref={ref}>
        {isLoading || !inView ? (
          <Text>Loading news...</Text>
        ) : error || !data || data.length === 0 ? (
          <NewsEmpty />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" as="ul" listStyleType="none">
            {data.map((item) => (
              <Box as="li" key={item.id} borderWidth="1px" borderRadius="xl" overflow="hidden" bg="white">
                <EventImage src={item.imageUrl} fallback={newsCoverUrl(item.id)} alt={item.title} height="160px" />
                <Stack p="4" gap="2">
                  <HStack gap="2" wrap="wrap">
                    {item.category && <Badge colorPalette="purple">{item.category}</Badge>}
                    <Text fontSize="xs" color="gray.700">
                      {formatRelativeNewsDate(item.date)}
                    </Text>
                  </HStack>
                  <Text as="h3" fontWeight="bold" fontSize="lg" lineClamp={2}>
                    {item.title}
                  </Text>
                  <Text fontSize="sm" color="gray.700" lineClamp={3}>
                    {newsPlainText(item.summary ?? item.content ?? '')}
                  </Text>
                  <HStack gap="1" wrap="wrap">
                    {(item.tags ?? []).slice(0, 3).map((t) => (
                      <Badge key={t} variant="outline">
                        #{t}
                      </Badge>
                    ))}
                  </HStack>
                  <Box>
                    <ReadMore item={item} />
                  </Box>
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Box>
    </Section>
  );
}
