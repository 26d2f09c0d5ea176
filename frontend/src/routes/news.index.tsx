import { Badge, Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { EventImage } from '../components/event-image';
import { newsCoverUrl } from '../lib/image-url';
import { NewsEmpty } from '../features/home/components/news-section';
import { newsQueryOptions } from '../lib/api/news/get-news';
import { usePageMeta } from '../hooks/use-page-meta';
import { formatRelativeNewsDate } from '../lib/format-date';
import { newsPlainText } from '../lib/news-links';

function NewsIndex() {
  usePageMeta('Festival News');
  const { data, isLoading, error } = useQuery(newsQueryOptions({ limit: 50 }));
  return (
    <Container maxW="7xl" py="8">
      <Heading as="h1" size="3xl" mb="6">
        Festival News
      </Heading>
      {isLoading ? (
        <Text>Loading news...</Text>
      ) : error || !data?.length ? (
        <NewsEmpty />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {data.map((n) => (
            <Box key={n.id} borderWidth="1px" borderRadius="xl" overflow="hidden">
              <EventImage src={n.imageUrl} fallback={newsCoverUrl(n.id)} alt={n.title} height="160px" />
              <Stack p="4" gap="2">
                <Text fontSize="xs" color="gray.700">
                  {formatRelativeNewsDate(n.date)}
                </Text>
                <Heading as="h2" size="md">
                  {n.source === 'external' && n.externalUrl ? (
                    <a href={n.externalUrl} target="_blank" rel="noopener noreferrer">
                      {n.title}
                    </a>
                  ) : (
                    <Link to="/news/$id" params={{ id: n.id }}>
                      {n.title}
                    </Link>
                  )}
                </Heading>
                <Text fontSize="sm" color="gray.700" lineClamp={3}>
                  {newsPlainText(n.summary ?? n.content ?? '')}
                </Text>
                <Box>
                  {(n.tags ?? []).slice(0, 3).map((t) => (
                    <Badge key={t} mr="1" variant="outline">
                      #{t}
                    </Badge>
                  ))}
                </Box>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}

export const Route = createFileRoute('/news/')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(newsQueryOptions({ limit: 50 })),
  component: NewsIndex,
});
