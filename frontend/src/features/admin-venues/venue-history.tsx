import { Card, Heading, Stack } from '@chakra-ui/react';
import type { AdminVenueDetail } from './api/admin-venues';
import { HistoryEntryItem } from '../../components/admin/history-entry';

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
            <HistoryEntryItem key={String(entry.version)} entry={entry} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
