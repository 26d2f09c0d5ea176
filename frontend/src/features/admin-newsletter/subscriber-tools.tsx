import { Button, Card, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { downloadSubscribersCsv, useAddSubscriber, useImportSubscribers, type ImportReport } from './api/newsletter-subscribers';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';

/** Add one address, import pasted lines or a CSV file, export CSV. */
export function SubscriberTools() {
  const add = useAddSubscriber();
  const importer = useImportSubscribers();
  const [email, setEmail] = useState('');
  const [pasted, setPasted] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [exportFilter, setExportFilter] = useState<'all' | 'active' | 'inactive'>('all');
  const [exporting, setExporting] = useState(false);

  const submitAdd = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
    add.mutate(email.trim(), {
      onSuccess: (s) => {
        notifySuccess('Subscriber added', `${s.email} is now subscribed.`);
        setEmail('');
      },
      onError: (error) => notifyFailure('Failed to add subscriber', error),
    });
  };
  const runImport = (csvData: string) =>
    importer.mutate(csvData, {
      onSuccess: (r) => {
        setReport(r);
        setPasted('');
        notifySuccess('Import complete', r.message);
      },
      onError: (error) => notifyFailure('Import failed', error),
    });
  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) runImport(await file.text());
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadSubscribersCsv(exportFilter);
      notifySuccess('Export ready', name);
    } catch (error) {
      notifyFailure('Export failed', error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="sm">
            Add Subscriber
          </Heading>
          <form onSubmit={submitAdd} noValidate>
            <HStack>
              <Input aria-label="Subscriber email" type="email" placeholder="name@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
              <Button type="submit" colorPalette="purple" disabled={!email.trim() || add.isPending}>
                {add.isPending ? 'Adding...' : 'Add Subscriber'}
              </Button>
            </HStack>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="sm">
            Import Subscribers
          </Heading>
          <Textarea
            aria-label="Emails to import, one per line"
            rows={3}
            placeholder="One email address per line"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
          <HStack wrap="wrap">
            <Button size="sm" colorPalette="purple" disabled={!pasted.trim() || importer.isPending} onClick={() => runImport(pasted)}>
              {importer.isPending ? 'Importing...' : 'Import'}
            </Button>
            <Button size="sm" variant="outline" asChild disabled={importer.isPending}>
              <label>
                Choose CSV file
                <input type="file" accept=".csv,text/csv,text/plain" hidden onChange={(e) => void readFile(e)} data-testid="import-file" />
              </label>
            </Button>
          </HStack>
          {report && (
            <Stack gap="1" fontSize="sm" data-testid="import-report">
              <Text>
                Added {report.added}, duplicates {report.duplicates}, invalid {report.invalid}.
              </Text>
              {report.invalidLines.slice(0, 10).map((l) => (
                <Text key={l.line} color="red.700">
                  Line {l.line}: “{l.value}” is {l.reason}
                </Text>
              ))}
              {report.invalid > 10 && <Text color="gray.600">…and {report.invalid - 10} more invalid lines.</Text>}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="sm">
            Export CSV
          </Heading>
          <Field.Root>
            <Field.Label>Which subscribers</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={exportFilter} onChange={(e) => setExportFilter(e.target.value as typeof exportFilter)}>
                <option value="all">All</option>
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button size="sm" variant="outline" onClick={() => void exportCsv()} loading={exporting}>
            Export CSV
          </Button>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
