import { Button, Field, Flex, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { operationsExportUrl, useOperationKinds, useOperations, type OperationsFilter } from '../../lib/admin/api/get-operations';
import { SavedViewsBar } from '../../components/admin/saved-views-bar';
import { OperationItem } from '../../components/admin/operation-item';

export const OPERATIONS_PAGE_SIZE = 25;
export type OperationsSearch = OperationsFilter & { page?: number };

const count = new Intl.NumberFormat('en-GB');

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/** /admin/operations: the whole operations log, filtered, paged (state in the URL) and exportable as CSV. */
export function OperationsLogPage({ search, onSearchChange }: { search: OperationsSearch; onSearchChange: (next: OperationsSearch) => void }) {
  const { page = 1, ...filter } = search;
  const ops = useOperations(OPERATIONS_PAGE_SIZE, (page - 1) * OPERATIONS_PAGE_SIZE, filter);
  const kinds = useOperationKinds();
  const [actor, setActor] = useState(filter.actor ?? '');
  useEffect(() => setActor(filter.actor ?? ''), [filter.actor]);
  const change = (patch: Partial<OperationsFilter>) => onSearchChange({ ...filter, ...patch, page: undefined });
  // The actor box filters once typing pauses.
  useEffect(() => {
    const next = actor.trim() || undefined;
    if (next === filter.actor) return;
    const t = window.setTimeout(() => onSearchChange({ ...filter, actor: next, page: undefined }), 300);
    return () => window.clearTimeout(t);
  }, [actor, filter, onSearchChange]);

  const total = ops.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / OPERATIONS_PAGE_SIZE));
  const anyFilter = Object.values(filter).some(Boolean);
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Operations log
        </Heading>
        <Button asChild variant="outline" colorPalette="purple">
          <a href={operationsExportUrl(filter)} download>
            Export CSV
          </a>
        </Button>
      </Flex>
      <SimpleGrid
        columns={{ base: 1, sm: 2, lg: 5 }}
        gap="3"
        alignItems="end"
        as="form"
        role="search"
        aria-label="Filter the log"
        onSubmit={(e) => e.preventDefault()}
      >
        <Labelled label="Who">
          <Input size="sm" type="search" placeholder="Username or job" value={actor} onChange={(e) => setActor(e.target.value)} />
        </Labelled>
        <Labelled label="Kind">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={filter.kind ?? ''} onChange={(e) => change({ kind: e.target.value || undefined })}>
              <option value="">All kinds</option>
              {(kinds.data?.kinds ?? []).map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Labelled>
        <Labelled label="Outcome">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filter.outcome ?? ''}
              onChange={(e) => change({ outcome: (e.target.value || undefined) as OperationsFilter['outcome'] })}
            >
              <option value="">Any outcome</option>
              <option value="success">Success</option>
              <option value="failed">Failed</option>
              <option value="running">Running</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Labelled>
        <Labelled label="From">
          <Input size="sm" type="date" value={filter.from ?? ''} max={filter.to} onChange={(e) => change({ from: e.target.value || undefined })} />
        </Labelled>
        <Labelled label="To">
          <Input size="sm" type="date" value={filter.to ?? ''} min={filter.from} onChange={(e) => change({ to: e.target.value || undefined })} />
        </Labelled>
      </SimpleGrid>
      <SavedViewsBar area="operations" search={filter} onApply={(query) => onSearchChange(query as OperationsSearch)} />
      <HStack justify="space-between" wrap="wrap">
        <Text role="status" aria-live="polite">
          {ops.isPending ? 'Loading operations...' : `${count.format(total)} ${total === 1 ? 'operation' : 'operations'}${anyFilter ? ' match' : ''}`}
        </Text>
        {anyFilter && (
          <Button size="xs" variant="ghost" onClick={() => onSearchChange({})}>
            Clear filters
          </Button>
        )}
      </HStack>
      {ops.isError && <Text color="red.700">The log could not be loaded: {errorMessage(ops.error)}</Text>}
      {ops.data && ops.data.items.length === 0 && <Text>No operations match these filters.</Text>}
      {ops.data && ops.data.items.length > 0 && (
        <Stack as="ul" gap="3" m="0" p="0" aria-label="Operations">
          {ops.data.items.map((op) => (
            <OperationItem key={op.id} op={op} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <HStack as="nav" aria-label="Pages of the log" justify="center" gap="3">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onSearchChange({ ...search, page: page - 1 > 1 ? page - 1 : undefined })}>
            Newer
          </Button>
          <Text fontSize="sm">
            Page {page} of {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onSearchChange({ ...search, page: page + 1 })}>
            Older
          </Button>
        </HStack>
      )}
      <Text fontSize="sm" color="gray.600">
        The export holds the filtered log, newest first, up to 10,000 rows.
      </Text>
    </Stack>
  );
}
