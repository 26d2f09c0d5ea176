import { Badge, Button, Card, Code, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { PartnerKey } from '../../lib/api/api-contracts.admin.gen';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useIssuePartnerKey, usePartnerKeys, useRevokePartnerKey } from './api/partner-keys';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { FormAlert } from '../../components/admin/form-alert';
import { formatDateTime } from '../../lib/admin/format';

/** Owners only: issue partner API keys (each shown once), see their use, revoke them (docs/partner-api.md). */
export function PartnerKeysSection() {
  const keys = usePartnerKeys();
  const revoke = useRevokePartnerKey();
  const [confirmRevoke, setConfirmRevoke] = useState<PartnerKey | null>(null);

  return (
    <Stack gap="6">
      <IssueKeyForm />
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Partner API keys
          </Heading>
          {keys.isPending && <Text>Loading keys...</Text>}
          {keys.isError && <Text color="red.700">Keys could not be loaded: {errorMessage(keys.error)}</Text>}
          {keys.data && keys.data.items.length === 0 && <Text>No keys yet.</Text>}
          {keys.data && keys.data.items.length > 0 && (
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Partner</Table.ColumnHeader>
                    <Table.ColumnHeader>Key starts</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Requests</Table.ColumnHeader>
                    <Table.ColumnHeader>Limit</Table.ColumnHeader>
                    <Table.ColumnHeader>Last used</Table.ColumnHeader>
                    <Table.ColumnHeader>Issued</Table.ColumnHeader>
                    <Table.ColumnHeader>Actions</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {keys.data.items.map((key) => (
                    <Table.Row key={key.id}>
                      <Table.Cell fontWeight="semibold">{key.name}</Table.Cell>
                      <Table.Cell>
                        <Code>{key.prefix}…</Code>
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={key.revokedAt ? 'red' : 'green'}>{key.revokedAt ? `Revoked ${formatDateTime(key.revokedAt)}` : 'Live'}</Badge>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{key.requestCount.toLocaleString('en-GB')}</Table.Cell>
                      <Table.Cell>{key.requestsPerMinute.toLocaleString('en-GB')} a minute</Table.Cell>
                      <Table.Cell>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</Table.Cell>
                      <Table.Cell>
                        {formatDateTime(key.createdAt)} by {key.createdBy}
                      </Table.Cell>
                      <Table.Cell>
                        {!key.revokedAt && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => setConfirmRevoke(key)}
                            aria-label={`Revoke the key of ${key.name}`}
                          >
                            Revoke
                          </Button>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Card.Body>
      </Card.Root>
      <ConfirmDialog
        open={!!confirmRevoke}
        title={`Revoke the key of ${confirmRevoke?.name ?? ''}?`}
        confirmLabel="Revoke"
        destructive
        busy={revoke.isPending}
        onConfirm={() =>
          confirmRevoke &&
          revoke.mutate(confirmRevoke.id, {
            onSuccess: (key) => notifySuccess(`Key of ${key.name} revoked`, 'Its next request is refused.'),
            onError: (e) => notifyFailure('Could not revoke the key', e),
            onSettled: () => setConfirmRevoke(null),
          })
        }
        onClose={() => setConfirmRevoke(null)}
      >
        The partner&apos;s next request is refused. A revoked key cannot be brought back: issue a new one instead.
      </ConfirmDialog>
    </Stack>
  );
}

function IssueKeyForm() {
  const issue = useIssuePartnerKey();
  const [name, setName] = useState('');
  const [perMinute, setPerMinute] = useState('120');
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    issue.mutate(
      { name: name.trim(), requestsPerMinute: Number(perMinute) },
      {
        onSuccess: ({ key, apiKey }) => {
          setShown({ name: apiKey.name, key });
          setName('');
        },
      },
    );
  };
  const fieldErrors = issue.error && 'fieldErrors' in issue.error ? (issue.error.fieldErrors as Record<string, string>) : {};

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Heading as="h3" size="md">
              Issue a partner API key
            </Heading>
            {issue.isError && <FormAlert status="error">{errorMessage(issue.error)}</FormAlert>}
            {shown && (
              <FormAlert status="success">
                <Stack gap="1">
                  <Text>Key for {shown.name}. Copy it now: it is not shown again.</Text>
                  <Code data-testid="issued-key" wordBreak="break-all">
                    {shown.key}
                  </Code>
                </Stack>
              </FormAlert>
            )}
            <HStack gap="4" align="flex-start" wrap="wrap">
              <Field.Root required invalid={!!fieldErrors.name} maxW="sm">
                <Field.Label>Partner</Field.Label>
                <Input name="partnerName" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
                <Field.ErrorText>{fieldErrors.name}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={!!fieldErrors.requestsPerMinute} maxW="48">
                <Field.Label>Requests a minute</Field.Label>
                <Input name="requestsPerMinute" type="number" min={1} max={10000} value={perMinute} onChange={(e) => setPerMinute(e.target.value)} />
                <Field.ErrorText>{fieldErrors.requestsPerMinute}</Field.ErrorText>
              </Field.Root>
            </HStack>
            <Button type="submit" colorPalette="purple" alignSelf="start" loading={issue.isPending} loadingText="Issuing...">
              Issue key
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
