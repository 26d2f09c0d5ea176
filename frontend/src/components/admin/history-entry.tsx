import { Box, Table, Text } from '@chakra-ui/react';
import type { HistoryEntry } from '../../lib/admin/api/get-event-history';
import { formatDateTime, formatValue } from '../../lib/admin/format';

export function historyActor(actor: HistoryEntry['actor']): string {
  if (!actor) return 'system';
  if (actor.kind === 'admin') return actor.username ?? 'an admin';
  if (actor.kind === 'job') return `job ${actor.name ?? ''}`.trim();
  return actor.username ?? actor.name ?? actor.kind;
}

type Entry = Pick<HistoryEntry, 'type' | 'actor' | 'occurredAt' | 'changes'> & { version?: number | null };

/** One change of an event's or a venue's stream: what happened, by whom, when, and each field before → after. */
export function HistoryEntryItem({ entry }: { entry: Entry }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" bg="white">
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
  );
}
