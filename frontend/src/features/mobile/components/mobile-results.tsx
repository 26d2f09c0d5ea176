import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { FestivalEvent } from '../../../lib/api/api-contracts.gen';
import { ShortWindowEmpty } from '../../../components/short-window-empty';
import { MobileEventCard } from './mobile-event-card';

interface Props {
  events: FestivalEvent[] | undefined;
  /** Every result found; more than `events` holds offers "Load more". */
  total?: number;
  loading: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** A short time window (this week, this weekend) is on: an empty answer explains itself and offers this month. */
  shortWindow?: { label: string; onThisMonth: () => void };
  categoryName?: string;
  /** What the search relaxed (shown before the results, as on /search). */
  notice?: string | null;
  /** A time filter no chip shows ("this month"), named so the list says what it holds. */
  period?: string;
  suggestions: string[];
  onBack: () => void;
  onSearch: (q: string) => void;
  onOpen: (e: FestivalEvent) => void;
}

/** The results view: 'Results (N)' or 'No Results', a Back button, AI suggestions, then the cards. */
export function MobileResults({
  events,
  total,
  loading,
  loadingMore,
  onLoadMore,
  shortWindow,
  categoryName,
  period,
  notice,
  suggestions,
  onBack,
  onSearch,
  onOpen,
}: Props) {
  const shown = events?.length ?? 0;
  const found = Math.max(total ?? 0, shown);
  return (
    <Stack gap="3" data-testid="mobile-results">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          {loading ? 'Searching…' : shown > 0 ? `Results (${found})` : 'No Results'}
        </Heading>
        <Button size="sm" variant="outline" onClick={onBack}>
          Back
        </Button>
      </HStack>
      {categoryName && (
        <Text fontSize="sm" color="gray.700">
          Category: {categoryName}
        </Text>
      )}
      {notice && shown > 0 && (
        <Text fontSize="sm" bg="orange.50" color="orange.900" borderLeftWidth="4px" borderColor="orange.400" p="2" data-testid="relaxed-notice">
          {notice}
        </Text>
      )}
      {period && (
        <Text fontSize="sm" color="gray.700" data-testid="mobile-results-period">
          When: {period}
        </Text>
      )}
      {suggestions.length > 0 && (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Try also">
          {suggestions.map((s) => (
            <Button key={s} size="xs" variant="subtle" borderRadius="full" onClick={() => onSearch(s)}>
              {s}
            </Button>
          ))}
        </Flex>
      )}
      {shortWindow && !loading && events && shown === 0 && <ShortWindowEmpty window={shortWindow.label} onThisMonth={shortWindow.onThisMonth} />}
      {(events ?? []).map((e) => (
        <MobileEventCard key={e.id} event={e} onOpen={onOpen} />
      ))}
      {shown > 0 && found > shown && (
        <Stack gap="2" align="center" pt="2">
          <Text fontSize="sm" color="gray.700" data-testid="mobile-results-shown" aria-live="polite">
            Showing {shown} of {found}
          </Text>
          {onLoadMore && (
            <Button size="md" variant="outline" colorPalette="purple" loading={loadingMore} onClick={onLoadMore}>
              Load more
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
