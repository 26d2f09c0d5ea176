import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useEventHistory } from '../../lib/admin/api/get-event-history';
import { HistoryEntryItem } from '../../components/admin/history-entry';

/** Who changed what and when, from the event log (newest first). */
export function EventHistory({ id }: { id: string }) {
  const history = useEventHistory(id);
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          History
        </Heading>
        {history.isPending && <Text>Loading history...</Text>}
        {history.isError && <Text color="red.700">History could not be loaded: {errorMessage(history.error)}</Text>}
        {history.data && history.data.items.length === 0 && <Text>No recorded changes yet.</Text>}
        {history.data && history.data.items.length > 0 && (
          <Stack as="ol" gap="3" m="0" p="0" data-testid="event-history">
            {history.data.items.map((entry) => (
              <HistoryEntryItem key={String(entry.sequence)} entry={entry} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
