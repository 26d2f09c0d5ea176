import { Box, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { errorMessage } from '../api/admin-client';
import { useEventHistory, type HistoryEntry } from '../api/get-event-history';
import { formatDateTime, formatValue } from '../components/format';

export function historyActor(actor: HistoryEntry['actor']): string {
  if (!actor) return 'system';
  if (actor.kind === 'admin') return actor.username ?? 'an admin';
  if (actor.kind === 'job') return `job ${actor.name ?? ''}`.trim();
  return actor.username ?? actor.name ?? actor.kind;
}

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
              <Box as="li" listStyleType="none" key={String(entry.sequence)} borderWidth="1px" borderRadius="md" p="3" bg="white">
                <Text>
                  <Text as="span" fontWeight="semibold">
                    {entry.type}
                  </Text>{' '}
                  by {historyActor(entry.actor)} · <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
                  {entry.version != null && (
                    <Text as="span" color="gray.600">
                      {' '}
                      · version {entry.version}
                    </Text>
                  )}
                </Text>
                {entry.changes.length > 0 && (
                  <Table.Root size="sm" mt="2">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Field</Table.ColumnHeader>
                        <Table.ColumnHeader>Before</Table.ColumnHeader>
                        <Table.ColumnHeader>After</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {entry.changes.map((c) => (
                        <Table.Row key={c.field}>
                          <Table.Cell fontWeight="medium">{c.field}</Table.Cell>
                          <Table.Cell wordBreak="break-word">{formatValue(c.from)}</Table.Cell>
                          <Table.Cell wordBreak="break-word">{formatValue(c.to)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
