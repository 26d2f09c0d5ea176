import { Box, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { AdminVenueDetail } from '../api/admin-venues';
import { formatDateTime, formatValue } from '../components/format';
import { historyActor } from '../events/event-history';

/** Who changed which venue field and when, from the venue's event-log stream (newest first). */
export function VenueHistory({ history }: { history: AdminVenueDetail['history'] }) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          History
        </Heading>
        <Stack as="ol" gap="3" m="0" p="0" data-testid="venue-history">
          {history.map((entry) => (
            <Box as="li" listStyleType="none" key={String(entry.version)} borderWidth="1px" borderRadius="md" p="3" bg="white">
              <Text>
                <Text as="span" fontWeight="semibold">
                  {entry.type}
                </Text>{' '}
                by {historyActor(entry.actor)} · <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time> · version {entry.version}
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
      </Card.Body>
    </Card.Root>
  );
}
