import { Box, Button, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  SUBSCRIBER_STATUSES,
  useBulkSubscribers,
  useDeleteSubscriber,
  useSubscribers,
  type BulkSubscriberAction,
  type Subscriber,
  type SubscriberStatus,
} from './api/newsletter-subscribers';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { formatDateTime } from '../../lib/admin/format';
import { PencilIcon, TrashIcon } from '../../components/admin/icons';
import { SUBSCRIBER_STATUS_LABEL, SubscriberStatusBadge } from './subscriber-status-badge';
import { CheckBox } from './check-box';
import { SubscriberEditDialog } from './subscriber-edit-dialog';
import { SubscriberTools } from './subscriber-tools';

const PAGE_SIZE = 50;

/** Subscribers tab: tools, search and filter, a paged list with selection ("all matching" too), bulk actions. */
export function SubscribersTab() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const [page, setPage] = useState(1);
  const filter = { q: q.trim() || undefined, status: status || undefined };
  const list = useSubscribers({ ...filter, page, limit: PAGE_SIZE });
  const bulk = useBulkSubscribers();
  const remove = useDeleteSubscriber();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [action, setAction] = useState<BulkSubscriberAction | ''>('');
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [editing, setEditing] = useState<Subscriber | null>(null);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);

  const rows = list.data?.subscribers ?? [];
  const total = list.data?.pagination.total ?? 0;
  const totalPages = list.data?.pagination.totalPages ?? 1;
  const count = allMatching ? total : selected.size;
  const pageAllSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const changeFilter = (fn: () => void) => {
    fn();
    setPage(1);
    clearSelection();
  };
  const toggle = (id: string, on: boolean) => {
    setAllMatching(false);
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const selectPage = (on: boolean) => {
    setAllMatching(false);
    setSelected((prev) => {
      const next = new Set(prev);
      for (const r of rows) {
        if (on) next.add(r.id);
        else next.delete(r.id);
      }
      return next;
    });
  };
  const applyBulk = () => {
    if (!action) return;
    bulk.mutate(allMatching ? { action, filter } : { action, subscriberIds: [...selected] }, {
      onSuccess: (r) => {
        notifySuccess('Bulk action complete', r.message);
        clearSelection();
        setConfirmBulk(false);
      },
      onError: (error) => {
        notifyFailure('Bulk action failed', error);
        setConfirmBulk(false);
      },
    });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess('Subscriber deleted', deleting.email);
        setSelected((prev) => new Set([...prev].filter((id) => id !== deleting.id)));
        setDeleting(null);
      },
      onError: (error) => {
        notifyFailure('Failed to delete subscriber', error);
        setDeleting(null);
      },
    });
  };

  return (
    <Stack gap="5">
      <SubscriberTools />
      <HStack wrap="wrap" gap="3">
        <Input
          aria-label="Search by email"
          placeholder="Search by email"
          maxW="xs"
          size="sm"
          value={q}
          onChange={(e) => changeFilter(() => setQ(e.target.value))}
        />
        <NativeSelect.Root size="sm" maxW="48">
          <NativeSelect.Field
            aria-label="Filter by status"
            value={status}
            onChange={(e) => changeFilter(() => setStatus(e.target.value as SubscriberStatus | ''))}
          >
            <option value="">All statuses</option>
            {SUBSCRIBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SUBSCRIBER_STATUS_LABEL[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text fontSize="sm" color="gray.600" data-testid="subscriber-total">
          {total.toLocaleString('en-GB')} matching
        </Text>
      </HStack>
      <HStack wrap="wrap" gap="3" p="3" borderWidth="1px" borderRadius="md" bg="gray.50">
        <Button size="sm" variant="outline" onClick={() => selectPage(!pageAllSelected)} disabled={rows.length === 0}>
          {pageAllSelected ? 'Deselect All' : 'Select All'}
        </Button>
        {total > rows.length && (
          <Button size="sm" variant="outline" onClick={() => setAllMatching(!allMatching)}>
            {allMatching ? 'Only the selected rows' : `Select all ${total.toLocaleString('en-GB')} matching`}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={clearSelection} disabled={count === 0}>
          Clear Selection
        </Button>
        <NativeSelect.Root size="sm" maxW="44">
          <NativeSelect.Field aria-label="Bulk action" value={action} onChange={(e) => setAction(e.target.value as BulkSubscriberAction | '')}>
            <option value="">Choose an action</option>
            <option value="activate">Activate</option>
            <option value="deactivate">Deactivate</option>
            <option value="delete">Delete</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" colorPalette="purple" disabled={count === 0 || !action || bulk.isPending} onClick={() => setConfirmBulk(true)}>
          {bulk.isPending ? 'Processing...' : `Apply to ${count.toLocaleString('en-GB')}`}
        </Button>
      </HStack>
      {list.isPending ? (
        <Text>Loading subscribers...</Text>
      ) : rows.length === 0 ? (
        <Text color="gray.600">No subscribers found. Add your first subscriber above!</Text>
      ) : (
        <Box maxH="24rem" overflowY="auto" borderWidth="1px" borderRadius="md" data-testid="subscriber-list">
          {rows.map((s) => (
            <HStack key={s.id} px="3" py="2" borderBottomWidth="1px" gap="3" data-testid="subscriber-row">
              <CheckBox checked={allMatching || selected.has(s.id)} onChange={(on) => toggle(s.id, on)} label={`Select ${s.email}`} hiddenLabel />
              <Box flex="1" minW="0">
                <Text fontWeight="medium" truncate>
                  {s.email}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  Subscribed {formatDateTime(s.subscribedAt)} · {s.source}
                </Text>
              </Box>
              <SubscriberStatusBadge status={s.status} />
              <IconButton size="xs" variant="ghost" aria-label={`Edit ${s.email}`} onClick={() => setEditing(s)}>
                <PencilIcon />
              </IconButton>
              <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${s.email}`} onClick={() => setDeleting(s)}>
                <TrashIcon />
              </IconButton>
            </HStack>
          ))}
        </Box>
      )}
      {totalPages > 1 && (
        <HStack justify="center">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text fontSize="sm">
            Page {page} of {totalPages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </HStack>
      )}
      {editing && <SubscriberEditDialog subscriber={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete subscriber"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {`Delete ${deleting?.email ?? ''} from the subscriber list?`}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmBulk}
        title={`${action ? action[0].toUpperCase() + action.slice(1) : ''} ${count.toLocaleString('en-GB')} subscribers`}
        confirmLabel={`Apply to ${count.toLocaleString('en-GB')}`}
        destructive={action === 'delete'}
        busy={bulk.isPending}
        onConfirm={applyBulk}
        onClose={() => setConfirmBulk(false)}
      >
        {action === 'delete'
          ? `Delete ${count.toLocaleString('en-GB')} subscribers? This cannot be undone.`
          : `${action === 'activate' ? 'Activate' : 'Deactivate'} ${count.toLocaleString('en-GB')} subscribers?`}
      </ConfirmDialog>
    </Stack>
  );
}
