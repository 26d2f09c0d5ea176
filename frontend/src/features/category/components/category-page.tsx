import { Box, Container, Flex, Heading, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { EventGrid } from '../../../components/event-grid';
import { FollowAction } from '../../../components/follow-action';
import { ShareAction } from '../../../components/share-action';
import { countedTitle } from '@contracts/seo/share-links';
import { usePageMeta } from '../../../hooks/use-page-meta';
import type { Category } from '../../../lib/api/categories/get-categories';
import { categoryGradient } from '../../../lib/category-style';
import { formatCount } from '../../../lib/format-count';
import { categoryEventsQueryOptions } from '../api/get-category-events';

/**
 * /category/{slug} and the shortcut paths, for a category the route's loader found in GET /api/categories.
 * Sorting is in the URL (?sortBy=) so views can be shared.
 */
export function CategoryPage({ category, sortBy, basePath }: { category: Category; sortBy?: string; basePath: string }) {
  const navigate = useNavigate();
  const { data, isLoading, error } = useQuery(categoryEventsQueryOptions(category.slug, sortBy));
  const name = category.name;
  usePageMeta(`${name} Festivals in the UK`, `Every upcoming ${name} festival in the UK, with dates, prices and ticket links.`);
  return (
    <Box data-testid="category-page">
      <Box style={{ background: categoryGradient(category.slug) }} color="white" py="12">
        <Container maxW="7xl">
          <Heading as="h1" size="4xl">
            {name} Festivals
          </Heading>
          <Text mt="2" fontSize="lg" data-testid="category-count">
            {data ? formatCount(data.total) : 'Loading events...'}
          </Text>
        </Container>
      </Box>
      <Container maxW="7xl" py="8">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap" mb="4">
          {/* The list's heading: the cards are h3s under the page's h1. */}
          <Heading as="h2" size="lg">
            Upcoming {name} Festivals
          </Heading>
          <Flex gap="3" align="center">
            <ShareAction title={data ? countedTitle(data.total, `upcoming ${name} festivals in the UK`) : `${name} festivals in the UK`} />
            <FollowAction target={{ kind: 'search', params: { category: category.slug } }} label={`new ${name} festivals`} />
            <NativeSelect.Root size="sm" width="220px">
              <NativeSelect.Field
                id="category-sort"
                name="sortBy"
                aria-label="Sort events"
                value={sortBy ?? 'date'}
                onChange={(e) =>
                  void navigate({ to: basePath, search: { sortBy: e.target.value === 'date' ? undefined : (e.target.value as 'price' | 'title') } })
                }
              >
                <option value="date">Sort by date</option>
                <option value="price">Sort by price</option>
                <option value="title">Sort by name</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
        </Flex>
        <EventGrid events={data?.events} isLoading={isLoading} error={error} skeletons={8} emptyText={`No ${name} Festivals Found`} />
      </Container>
    </Box>
  );
}
