import { Card, Heading, Link, Text } from '@chakra-ui/react';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useEventProvenance } from './api/get-event-provenance';

const SOURCE_LABELS: Record<string, string> = {
  site: 'Organiser or venue website',
  ics: 'iCalendar feed',
  skiddle: 'Skiddle',
  ticketmaster: 'Ticketmaster',
  ai: 'AI proposal confirmed by its official page',
};

const londonTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** Where a discovered event came from; events entered by hand or seeded say so. */
export function EventProvenance({ id }: { id: string }) {
  const provenance = useEventProvenance(id);
  const p = provenance.data?.provenance;
  return (
    <Card.Root data-testid="event-provenance">
      <Card.Body gap="2">
        <Heading as="h2" size="lg">
          Provenance
        </Heading>
        {provenance.isPending && <Text>Loading provenance...</Text>}
        {provenance.isError && <Text color="red.700">Provenance could not be loaded: {errorMessage(provenance.error)}</Text>}
        {provenance.data && !p && <Text>Entered by hand or seeded: no discovery source.</Text>}
        {p && (
          <>
            <Text>
              Source: <strong>{SOURCE_LABELS[p.source] ?? p.source}</strong> (imported as {p.importedAs === 'published' ? 'published' : 'a draft for review'})
            </Text>
            {p.url && (
              <Text>
                Found at{' '}
                <Link href={p.url} target="_blank" rel="noopener noreferrer nofollow" wordBreak="break-all">
                  {p.url}
                </Link>
              </Text>
            )}
            <Text>
              Fetched <time dateTime={p.fetchedAt}>{londonTime.format(new Date(p.fetchedAt))}</time> · run {p.runId.slice(0, 8)}
            </Text>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
