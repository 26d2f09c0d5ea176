import { Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { EventGrid } from '../../../components/event-grid';
import { useInView } from '../../../hooks/use-in-view';
import { formatCount } from '../../../lib/format-count';
import { useFilterEvents } from '../../../lib/api/events/filter-events';
import { useRegions } from '../../../lib/api/events/get-facets';
import { Section } from './home-sections';

// Leaflet is heavy: load it only when the section nears the viewport.
const RegionMap = lazy(() => import('./region-map'));
const FollowAction = lazy(() => import('../../../components/follow-action').then((m) => ({ default: m.FollowAction })));
const ShareAction = lazy(() => import('../../../components/share-action').then((m) => ({ default: m.ShareAction })));

export function ExploreByRegion({ active }: { active?: string }) {
  const { data } = useRegions();
  const navigate = useNavigate();
  const [ref, inView] = useInView<HTMLDivElement>('200px');
  const results = useFilterEvents('region', active);
  // Regions, their labels, counts and map positions all come from GET /api/events/regions.
  const regions = (data ?? []).map((r) => ({ value: r.value, label: r.label, count: r.count ?? 0, latitude: r.latitude, longitude: r.longitude }));
  const mapped = regions.filter(
    (r): r is typeof r & { latitude: number; longitude: number } => typeof r.latitude === 'number' && typeof r.longitude === 'number',
  );
  const activeLabel = regions.find((r) => r.value === active)?.label ?? active;
  const select = (value: string) =>
    void navigate({ to: '/', search: (prev) => ({ ...prev, region: value === active ? undefined : value }), resetScroll: false });

  return (
    <Section id="regions" title="Explore by Region" bg="gray.50">
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Box
          ref={ref}
          gridColumn={{ lg: 'span 2' }}
          h={{ base: '320px', md: '440px' }}
          borderRadius="xl"
          overflow="hidden"
          bg="blue.50"
          borderWidth="1px"
          data-testid="region-map"
        >
          {inView && (
            <Suspense fallback={<Text p="4">Loading map...</Text>}>
              <RegionMap regions={mapped} active={active} onSelect={select} />
            </Suspense>
          )}
        </Box>
        <Stack>
          <Text fontWeight="bold" as="h3">
            Quick Region Access
          </Text>
          <Stack as="ul" listStyleType="none" gap="1">
            {regions.map((r) => (
              <li key={r.value}>
                <Button
                  w="100%"
                  justifyContent="space-between"
                  variant={r.value === active ? 'solid' : 'ghost'}
                  colorPalette="purple"
                  aria-pressed={r.value === active}
                  onClick={() => select(r.value)}
                  data-testid={`region-${r.value}`}
                >
                  <span>{r.label}</span>
                  <Text as="span" fontSize="sm">
                    {formatCount(r.count)}
                  </Text>
                </Button>
              </li>
            ))}
          </Stack>
        </Stack>
      </SimpleGrid>
      {active && (
        <Box mt="6" data-testid="region-results">
          <Flex role="status" bg="purple.50" color="purple.900" p="3" borderRadius="md" mb="4" justify="space-between" align="center">
            <Text>Showing Festivals in {activeLabel}</Text>
            <Flex gap="2" align="center">
              <Suspense fallback={null}>
                <ShareAction title={`Festivals in ${activeLabel}`} to={`/?region=${encodeURIComponent(active)}`} />
                <FollowAction target={{ kind: 'search', params: { region: active } }} label={`festivals in ${activeLabel}`} />
              </Suspense>
              <Button size="sm" variant="outline" onClick={() => select(active)}>
                Clear Filter
              </Button>
            </Flex>
          </Flex>
          <EventGrid events={results.data} isLoading={results.isLoading} error={results.error} emptyText="No Events Found" />
        </Box>
      )}
    </Section>
  );
}
