import { Badge, Link as ChakraLink, Container, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ErrorPage } from '../components/error-page';
import { RouteNotFound } from '../components/route-not-found';
import { pageNotFound, parseParams } from '../lib/route-errors';
import { ApiError } from '../lib/api-client';
import { idParamsSchema } from '../lib/route-params';
import { EventImage } from '../components/event-image';
import { newsCoverUrl } from '../lib/image-url';
import { newsItemQueryOptions } from '../lib/api/news/get-news';
import { usePageMeta } from '../hooks/use-page-meta';
import { formatLongDate } from '../lib/format-date';
import { newsSegments } from '../lib/news-links';

/** Article text with its festival mentions as links to their pages. */
function NewsText({ text }: { text: string }) {
  return (
    <>
      {newsSegments(text).map((segment, i) =>
        'eventId' in segment ? (
          <ChakraLink key={i} asChild color="purple.700" textDecoration="underline">
            <Link to="/event/$id" params={{ id: segment.eventId }}>
              {segment.text}
            </Link>
          </ChakraLink>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

function NewsArticle() {
  const { id } = Route.useParams();
  const { data, isLoading, error } = useQuery(newsItemQueryOptions(id));
  usePageMeta(data?.title ?? 'Festival News', data?.summary ?? undefined);
  if (isLoading)
    return (
      <Container py="16">
        <Text>Loading...</Text>
      </Container>
    );
  if (error || !data) return <ErrorPage type="not-found" />;
  return (
    <Container maxW="3xl" py="8" as="article">
      <EventImage src={data.imageUrl} fallback={newsCoverUrl(data.id)} alt={data.title} height="320px" eager rounded="16px" />
      {data.category && (
        <Badge mt="4" colorPalette="purple">
          {data.category}
        </Badge>
      )}
      <Heading as="h1" size="3xl" mt="2">
        {data.title}
      </Heading>
      <Text color="gray.700" mt="1">
        {formatLongDate(data.date)}
      </Text>
      <Text mt="6" fontSize="lg" whiteSpace="pre-line">
        <NewsText text={data.content ?? data.summary ?? ''} />
      </Text>
    </Container>
  );
}

export const Route = createFileRoute('/news/$id')({
  params: { parse: (raw) => parseParams(idParamsSchema, raw, { type: 'not-found' }) },
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.ensureQueryData(newsItemQueryOptions(params.id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) pageNotFound({ type: 'not-found' });
      // Other errors: the article shows its own error state.
    }
  },
  notFoundComponent: RouteNotFound,
  component: NewsArticle,
});
