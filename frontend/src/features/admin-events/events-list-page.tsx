import { Badge, Box, chakra, Flex, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/admin/api/admin-client';
import type { AdminEventRow } from '../../lib/admin/api/admin-event.schema';
import { BULK_ACTIONS, useBulkEventAction, type BulkAction } from './api/event-actions';
import { useAdminEvents } from '../../lib/admin/api/get-admin-events';
import { useQualityRules } from '../../lib/admin/api/get-quality-rules';
import { useSiteFacets } from '../../lib/admin/api/get-site-facets';
import { notifyFailure } from '../../components/admin/admin-notify';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { formatDateTime, formatDayRange } from '../../lib/admin/format';
import { notify } from '../../components/notify';
import { formatPlace } from '../../lib/format-place';
import { ACTION_LABELS, bulkResultMessage, STATUS_COLOURS, STATUS_LABELS } from './event-status';
import { formatUkTime } from '../../lib/admin/uk-time';
import { EventsFilters } from './events-filters';
import { nextSort, pageCount, toListParams, type EventsSearch } from './events-search';
import { SavedViewsBar } from '../../components/admin/saved-views-bar';
import { Button } from '../../components/button';

const Checkbox = chakra('input', { base: { width: '4', height: '4', accentColor: 'purple.600', cursor: 'pointer' } });
const count = new Intl.NumberFormat('en-GB');

/** /admin/events: the read model's events in every status, with filters, sorting, paging and bulk actions. */
export function EventsListPage({ search, onSearchChange }: { search: EventsSearch; onSearchChange: (next: EventsSearch) => void }) {
  const params = toListParams(search);
  const list = useAdminEvents(params);
  const facets = useSiteFacets();
  const rules = useQualityRules();
  const bulk = useBulkEventAction();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<BulkAction | null>(null);

  const filterKey = JSON.stringify({ ...search, page: undefined });
  useEffect(() => setSelected(new Set()), [filterKey]);

  const change = useCallback(
    (patch: Partial<EventsSearch>) => onSearchChange({ ...search, ...patch, page: 'page' in patch ? patch.page : undefined }),
    [onSearchChange, search],
  );

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, list.data?.limit ?? params.limit ?? 50);
  const page = list.data?.page ?? params.page ?? 1;
  const ruleLabel = useMemo(() => new Map((rules.data?.items ?? []).map((r) => [r.code, r.label])), [rules.data]);
  // Rows carry slugs; show the names staff know ("South East", "Food & Drink").
  const names = useMemo(() => new Map([...(facets.data?.categories ?? []), ...(facets.data?.regions ?? [])].map((f) => [f.value, f.label])), [facets.data]);
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((s) => {
      const next = new Set(s);
      rows.forEach((r) => (allOnPage ? next.delete(r.id) : next.add(r.id)));
      return next;
    });

  const runBulk = (action: BulkAction) =>
    bulk.mutate(
      { action, ids: [...selected] },
      {
        onSuccess: (result) => {
          notify({
            title: bulkResultMessage(action, result.succeeded, result.failed.length),
            description: result.failed.length
              ? result.failed
                  .slice(0, 3)
                  .map((f) => f.message)
                  .join(' ')
              : undefined,
            type: result.failed.length ? 'warning' : 'success',
          });
          setSelected(new Set());
        },
        onError: (error) => notifyFailure(`${ACTION_LABELS[action]} failed`, error),
        onSettled: () => setPending(null),
      },
    );

  const sortHeader = (label: string, column: NonNullable<EventsSearch['sort']>) => {
    const active = params.sort === column;
    return (
      <Table.ColumnHeader aria-sort={active ? (params.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <Button variant="plain" size="xs" px="0" fontWeight="semibold" onClick={() => change(nextSort(search, column))}>
          {label}
          {active ? (params.order === 'asc' ? ' ▲' : ' ▼') : ''}
        </Button>
      </Table.ColumnHeader>
    );
  };

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Events
        </Heading>
        <Button asChild colorPalette="purple">
          <RouterLink to="/admin/events/new">New event</RouterLink>
        </Button>
      </Flex>

      <EventsFilters
        search={search}
        categories={facets.data?.categories ?? []}
        regions={facets.data?.regions ?? []}
        rules={rules.data?.items ?? []}
        onChange={change}
      />
      <SavedViewsBar area="events" search={search} onApply={(query) => onSearchChange(query as EventsSearch)} />

      <Flex justify="space-between" align="center" wrap="wrap" gap="3" minH="10">
        <Text role="status" aria-live="polite">
          {list.isPending ? 'Loading events...' : `${count.format(total)} ${total === 1 ? 'event' : 'events'}${list.isFetching ? ' (updating...)' : ''}`}
        </Text>
        {selected.size > 0 && (
          <HStack gap="2" wrap="wrap" role="group" aria-label="Bulk actions" bg="purple.50" p="2" borderRadius="md">
            <Text fontWeight="semibold">{selected.size} selected</Text>
            {BULK_ACTIONS.map((a) => (
              <Button key={a} size="xs" variant="outline" colorPalette={a === 'remove' ? 'red' : 'purple'} onClick={() => setPending(a)}>
                {ACTION_LABELS[a]}
              </Button>
            ))}
            <Button size="xs" variant="ghost" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </HStack>
        )}
      </Flex>

      {list.isError && <Text color="red.700">Events could not be loaded: {errorMessage(list.error)}</Text>}

      <Box bg="white" borderRadius="md" borderWidth="1px">
        <Table.ScrollArea>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="8">
                  <Checkbox type="checkbox" aria-label="Select all events on this page" checked={allOnPage} onChange={toggleAll} disabled={!rows.length} />
                </Table.ColumnHeader>
                {sortHeader('Title', 'title')}
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Category</Table.ColumnHeader>
                <Table.ColumnHeader>Where</Table.ColumnHeader>
                {sortHeader('Dates', 'startDate')}
                <Table.ColumnHeader>Problems</Table.ColumnHeader>
                {sortHeader('Updated', 'updatedAt')}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <EventRow key={row.id} row={row} selected={selected.has(row.id)} onToggle={() => toggle(row.id)} ruleLabel={ruleLabel} names={names} />
              ))}
              {!list.isPending && rows.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={8}>
                    <Text py="4" textAlign="center">
                      No events match these filters.
                    </Text>
                  </Table.Cell>
                </Table.Row>
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>

      <HStack as="nav" aria-label="Pages" justify="center" gap="3">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => change({ page: page - 1 })}>
          Previous
        </Button>
        <Text>
          Page {page} of {pages}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => change({ page: page + 1 })}>
          Next
        </Button>
      </HStack>

      <ConfirmDialog
        open={!!pending}
        title={pending ? `${ACTION_LABELS[pending]} ${selected.size} ${selected.size === 1 ? 'event' : 'events'}?` : ''}
        confirmLabel={pending ? `${ACTION_LABELS[pending]} ${selected.size}` : 'Confirm'}
        destructive={pending === 'remove' || pending === 'expire'}
        busy={bulk.isPending}
        onConfirm={() => pending && runBulk(pending)}
        onClose={() => setPending(null)}
      >
        {pending === 'remove'
          ? 'The selected events disappear from the public site. They can be restored one by one.'
          : pending === 'expire'
            ? 'The selected events leave the public listings and are shown as expired.'
            : 'The change applies to every selected event; events it does not suit are reported and left as they are.'}
      </ConfirmDialog>
    </Stack>
  );
}

interface EventRowProps {
  row: AdminEventRow;
  selected: boolean;
  onToggle: () => void;
  ruleLabel: Map<string, string>;
  names: Map<string, string>;
}

function EventRow({ row, selected, onToggle, ruleLabel, names }: EventRowProps) {
  const name = (slug: string | null | undefined) => (slug ? (names.get(slug) ?? slug) : null);
  return (
    <Table.Row data-selected={selected ? '' : undefined} bg={selected ? 'purple.50' : undefined}>
      <Table.Cell>
        <Checkbox type="checkbox" aria-label={`Select ${row.title}`} checked={selected} onChange={onToggle} />
      </Table.Cell>
      <Table.Cell maxW="60">
        <Link asChild fontWeight="semibold">
          <RouterLink to="/admin/events/$id" params={{ id: row.id }}>
            {row.title}
          </RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette={STATUS_COLOURS[row.status]}>{STATUS_LABELS[row.status]}</Badge>
          {/* The featured set is capped at what the home page shows, so a published featured event is on it. */}
          {row.featured && <Badge colorPalette="purple">{row.status === 'published' ? 'Featured · on home page' : 'Featured · shown once published'}</Badge>}
          {row.publishAt && (
            <Badge colorPalette="blue" data-testid="scheduled-badge">
              Scheduled for {formatUkTime(row.publishAt)}
            </Badge>
          )}
        </HStack>
      </Table.Cell>
      <Table.Cell>{name(row.category) ?? '—'}</Table.Cell>
      <Table.Cell maxW="44">{formatPlace(row.city, name(row.region)) || '—'}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDayRange(row.startDate, row.endDate)}</Table.Cell>
      <Table.Cell>
        {row.problems.length === 0 ? (
          <Text as="span" color="green.700" fontSize="sm">
            None
          </Text>
        ) : (
          <HStack gap="1" wrap="wrap">
            {row.problems.map((p) => (
              <Badge key={p} colorPalette="red" variant="subtle">
                {ruleLabel.get(p) ?? p}
              </Badge>
            ))}
          </HStack>
        )}
      </Table.Cell>
      {/* Date above time: the table fits 1440 px without sideways scrolling. */}
      <Table.Cell whiteSpace="pre-line" fontSize="sm">
        {formatDateTime(row.updatedAt).replace(', ', '\n')}
      </Table.Cell>
    </Table.Row>
  );
}
