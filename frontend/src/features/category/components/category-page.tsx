import { Box, Container, Flex, Heading, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ErrorPage } from '../../../components/error-page';
import { EventGrid } from '../../../components/event-grid';
import { categoryConfig, isCategorySlug } from '../../../config/categories';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { formatCount } from '../../../lib/format-count';
import { searchEventsQueryOptions } from '../../events/api/search-events';

export interface CategorySearch {
  sortBy?: 'date' | 'price' | 'title';
}

export function categoryQuery(slug: string, sortBy?: string) {
  return searchEventsQueryOptions({ category: slug, sortBy: sortBy ?? 'date', limit: 100 });
}

/** /category/{slug} and the ten shortcut paths. Sorting is in the URL (?sortBy=) so views can be shared. */
export function CategoryPage({ slug, sortBy, basePath }: { slug: string; sortBy?: string; basePath: string }) {
  const valid = isCategorySlug(slug);
  const cfg = categoryConfig(slug);
  const navigate = useNavigate();
  const { data, isLoading, error } = useQuery({ ...categoryQuery(slug, sortBy), enabled: valid });
  usePageMeta(`${cfg?.name ?? 'Category'} Festivals in the UK`, `Every upcoming ${cfg?.name ?? ''} festival in the UK, with dates, prices and ticket links.`);
  if (!valid) return <ErrorPage type="invalid-category" segment={slug} />;
  const name = cfg!.name;
  return (
    <Box data-testid="category-page">
      <Box style={{ background: cfg!.gradient }} color="white" py="12">
        <Container maxW="7xl">
          <Heading as="h1" size="4xl">{name} Festivals</Heading>
          <Text mt="2" fontSize="lg" data-testid="category-count">{data ? formatCount(data.total) : 'Loading events...'}</Text>
        </Container>
      </Box>
      <Container maxW="7xl" py="8">
        <Flex justify="flex-end" mb="4">
          <NativeSelect.Root size="sm" width="220px">
            <NativeSelect.Field aria-label="Sort events" value={sortBy ?? 'date'}
              onChange={(e) => void navigate({ to: basePath, search: { sortBy: e.target.value === 'date' ? undefined : (e.target.value as 'price' | 'title') } })}>
              <option value="date">Sort by date</option>
              <option value="price">Sort by price</option>
              <option value="title">Sort by name</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <EventGrid events={data?.events} isLoading={isLoading} error={error} skeletons={8} emptyText={`No ${name} Festivals Found`} />
      </Container>
    </Box>
  );
}
