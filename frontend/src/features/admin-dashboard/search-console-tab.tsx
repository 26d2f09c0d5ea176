import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useAdminStats } from './api/get-admin-stats';
import { useSiteFacets } from '../../lib/admin/api/get-site-facets';
import { StatCard } from '../../components/admin/stat-card';
import { Button } from '../../components/button';

const count = new Intl.NumberFormat('en-GB');

/** What visitors can search, from live data (the spec's fixed figures are replaced by counts). */
export function SearchConsoleTab() {
  const stats = useAdminStats();
  const facets = useSiteFacets();
  const tiles = [
    { label: 'Searchable events', value: stats.data?.byStatus.published, help: 'Published events in the search index' },
    { label: 'Search categories', value: facets.data?.categories.length, help: 'Categories visitors can filter by' },
    { label: 'Regions covered', value: facets.data?.regions.length, help: 'UK regions with a filter' },
  ];
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body gap="3">
          <HStack gap="2">
            <Heading as="h3" size="md">
              AI Event Discovery
            </Heading>
            <Badge colorPalette="purple" variant="solid">
              Premium
            </Badge>
          </HStack>
          <Text fontSize="sm" color="gray.600">
            Plain-English search with what was understood, a confidence figure and checked suggestions.
          </Text>
          <Stack direction="row" gap="2">
            <Button asChild size="sm" variant="outline">
              <a href="/ai-discovery" target="_blank" rel="noopener">
                AI discovery page<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/ai-search">Smart Search, explained</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Advanced Search Tools
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Check what visitors see on the public search pages.
          </Text>
          <Stack direction="row" gap="2">
            <Button asChild size="sm" variant="outline">
              <a href="/" target="_blank" rel="noopener">
                Home page search
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href="/search" target="_blank" rel="noopener">
                Search page
              </a>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {tiles.map((t) => (
          <StatCard key={t.label} label={t.label} value={t.value === undefined ? '—' : count.format(t.value)} help={t.help} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
