import { Field, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { parseEventIds } from '@contracts/images/bulk-event-ids';
import { Button } from '../../components/button';
import { notify } from '../../components/notify';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { useBulkEnhanceThumbnails } from './api/bulk-enhance-thumbnails';
import { useFixBrokenImages } from './api/fix-broken-images';

type Results = { enhanced: number; skipped: number; errors: number; results: Array<{ eventId: string; status: string; message: string }> };

export function BulkResults({ results }: { results: Results }) {
  return (
    <Stack gap="2" data-testid="bulk-results">
      <Text fontWeight="medium">
        {results.enhanced} enhanced, {results.skipped} skipped, {results.errors} failed
      </Text>
      {results.results.length > 0 && (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Event</Table.ColumnHeader>
              <Table.ColumnHeader>Result</Table.ColumnHeader>
              <Table.ColumnHeader>Why</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {results.results.map((r) => (
              <Table.Row key={r.eventId}>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {r.eventId}
                </Table.Cell>
                <Table.Cell>{r.status}</Table.Cell>
                <Table.Cell>{r.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

export function BulkTab() {
  const [text, setText] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const bulk = useBulkEnhanceThumbnails();
  const fix = useFixBrokenImages();
  const run = () => {
    const parsed = parseEventIds(text);
    if (!parsed.ok) {
      const [title, description] = parsed.message.split(': ');
      notify({ title, description, type: 'error' });
      return;
    }
    bulk.mutate(parsed.ids, {
      onSuccess: (r) => {
        setResults(r);
        notifySuccess('Bulk Enhancement Complete', `${r.enhanced} enhanced, ${r.skipped} skipped.`);
      },
      onError: (e) => notifyFailure('Bulk Enhancement Failed', e),
    });
  };
  const fixBroken = () =>
    fix.mutate(undefined, {
      onSuccess: (r) => {
        setResults(r);
        notifySuccess('Broken Images Fixed', `${r.enhanced} fixed, ${r.skipped} skipped.`);
      },
      onError: (e) => notifyFailure('Fix Failed', e),
    });
  return (
    <Stack gap="4">
      <Field.Root maxW="2xl">
        <Field.Label>Event IDs</Field.Label>
        <Textarea name="eventIds" rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder="Event ids separated by commas (at most 50)" />
        <Field.HelperText>Only changes with a confidence above 60% are applied.</Field.HelperText>
      </Field.Root>
      <Stack direction="row" gap="2" wrap="wrap">
        <Button onClick={run} disabled={!text.trim()} loading={bulk.isPending}>
          Enhance Selected Events
        </Button>
        <Button variant="outline" onClick={fixBroken} loading={fix.isPending}>
          Fix Broken Images
        </Button>
      </Stack>
      {results && <BulkResults results={results} />}
    </Stack>
  );
}
