import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { FestivalEvent } from '../../../lib/api/events/event.schema';
import { MobileEventCard } from './mobile-event-card';

interface Props {
  events: FestivalEvent[] | undefined;
  /** Every result found; more than `events` holds offers "Load more". */
  total?: number;
  loading: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  categoryName?: string;
  suggestions: string[];
  onBack: () => void;
  onSearch: (q: string) => void;
  onOpen: (e: FestivalEvent) => void;
}

/** The results view: 'Results (N)' or 'No Results', a Back button, AI suggestions, then the cards. */
export function MobileResults({ events, total, loading, loadingMore, onLoadMore, categoryName, suggestions, onBack, onSearch, onOpen }: Props) {
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
      {suggestions.length > 0 && (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Try also">
          {suggestions.map((s) => (
            <Button key={s} size="xs" variant="subtle" borderRadius="full" onClick={() => onSearch(s)}>
              {s}
            </Button>
          ))}
        </Flex>
      )}
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
