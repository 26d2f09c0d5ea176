import { Button, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { downloadSubscribersCsv, useSubscribers, useUnsubscribeByEmail, type Subscriber } from './api/newsletter-subscribers';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { formatDateTime } from '../../lib/admin/format';
import { TrashIcon } from '../../components/admin/icons';
import { SubscriberStatusBadge } from './subscriber-status-badge';

const USER_MANAGEMENT_LIST = '/api/admin/newsletter/subscribers';

/** User management's Newsletter tab: the subscriber table with delete and Export CSV (the spec's calls). */
export function NewsletterSubscribersSection() {
  const [page, setPage] = useState(1);
  const list = useSubscribers({ page, limit: 50 }, USER_MANAGEMENT_LIST);
  const unsubscribe = useUnsubscribeByEmail();
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const [exporting, setExporting] = useState(false);
  const rows = list.data?.subscribers ?? [];
  const pages = list.data?.pagination.totalPages ?? 1;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSubscribersCsv('all', '/api/admin/newsletter/export');
    } catch (e) {
      notifyFailure('Export failed', e);
    } finally {
      setExporting(false);
    }
  };
  const confirm = () =>
    deleting &&
    unsubscribe.mutate(deleting.email, {
      onSuccess: () => (notifySuccess('Subscriber removed', deleting.email), setDeleting(null)),
      onError: (e) => (notifyFailure('Failed to unsubscribe user', e), setDeleting(null)),
    });

  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Text color="gray.600">{list.data ? `${list.data.pagination.total.toLocaleString('en-GB')} subscribers` : 'Loading subscribers...'}</Text>
        <Button size="sm" variant="outline" onClick={() => void exportCsv()} loading={exporting}>
          Export CSV
        </Button>
      </HStack>
      {list.data && rows.length === 0 ? (
        <Text color="gray.600">No subscribers yet.</Text>
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Subscribed</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Source</Table.ColumnHeader>
              <Table.ColumnHeader>
                <span className="visually-hidden">Actions</span>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell>{s.email}</Table.Cell>
                <Table.Cell>{formatDateTime(s.subscribedAt)}</Table.Cell>
                <Table.Cell>
                  <SubscriberStatusBadge status={s.status} />
                </Table.Cell>
                <Table.Cell>{s.source}</Table.Cell>
                <Table.Cell>
                  <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${s.email}`} onClick={() => setDeleting(s)}>
                    <TrashIcon />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {pages > 1 && (
        <HStack justify="center">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text fontSize="sm">
            Page {page} of {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </HStack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Remove subscriber"
        confirmLabel="Delete"
        destructive
        busy={unsubscribe.isPending}
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      >
        {`Remove ${deleting?.email ?? ''} from the newsletter?`}
      </ConfirmDialog>
    </Stack>
  );
}
