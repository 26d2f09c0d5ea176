import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { EventGrid } from '../../../components/event-grid';
import { ShortWindowEmpty } from '../../../components/short-window-empty';
import { useFilterEvents } from '../../../lib/api/events/filter-events';
import { useTimeFilters } from '../../../lib/api/events/get-facets';
import { Section } from './home-sections';
import type { TimeFilterValue } from '../../../lib/search-params';

const FollowAction = lazy(() => import('../../../components/follow-action').then((m) => ({ default: m.FollowAction })));
const ShareAction = lazy(() => import('../../../components/share-action').then((m) => ({ default: m.ShareAction })));

export function QuickTimeFilters({ active }: { active?: string }) {
  const { data } = useTimeFilters();
  const navigate = useNavigate();
  const results = useFilterEvents('time', active);
  const label = data?.find((t) => t.value === active)?.label ?? active;
  const select = (value: string) =>
    void navigate({ to: '/', search: (prev) => ({ ...prev, timeFilter: value === active ? undefined : (value as TimeFilterValue) }), resetScroll: false });
  return (
    <Section id="time-filters" title="Quick Time Filters">
      <Flex gap="3" wrap="wrap" role="group" aria-label="Time filters">
        {(data ?? []).slice(0, 6).map((t) => (
          <Button
            key={t.value}
            variant={t.value === active ? 'solid' : 'outline'}
            colorPalette="purple"
            aria-pressed={t.value === active}
            onClick={() => select(t.value)}
          >
            {t.label}{' '}
            <Text as="span" fontSize="xs" ml="1">
              ({t.count})
            </Text>
          </Button>
        ))}
        {active && (
          <Button variant="ghost" onClick={() => select(active)}>
            Clear Filter
          </Button>
        )}
      </Flex>
      {active && (
        <Box mt="6" data-testid="time-filter-results">
          <Flex bg="purple.50" color="purple.900" p="3" borderRadius="md" mb="4" justify="space-between" align="center" gap="2">
            <Text role="status">Showing events for: {label}</Text>
            <Suspense fallback={null}>
              <HStack gap="2">
                <ShareAction title={`Festivals ${(label ?? active).toLowerCase()} on Festival Finder`} to={`/?timeFilter=${encodeURIComponent(active)}`} />
                <FollowAction target={{ kind: 'search', params: { timeFilter: active } }} label={`events for ${label}`} />
              </HStack>
            </Suspense>
          </Flex>
          {active === 'this-week' && results.data?.length === 0 ? (
            <ShortWindowEmpty window="this week" onThisMonth={() => select('this-month')} />
          ) : (
            <EventGrid events={results.data} isLoading={results.isLoading} error={results.error} emptyText="No Events Found" />
          )}
        </Box>
      )}
    </Section>
  );
}
