import { Badge, Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { serverMessage } from '../../../lib/api-client';
import { ManagedAlert, ManageLink, useManageAction, useManageView } from '../api/alerts';
import { AlertPage } from './alert-page';

const FREQUENCY: Record<ManagedAlert['frequency'], string> = { instant: 'As new events appear (at most daily)', weekly: 'Weekly' };
const STATUS: Record<ManagedAlert['status'], string> = { pending: 'Waiting for confirmation', active: 'On', paused: 'Paused' };

/** Every alert of one address, by the signed link in its mails (no password): pause, resume, remove, remove all. */
export function ManageAlertsPage({ link }: { link: ManageLink }) {
  usePageMeta('Your e-mail alerts', 'Pause or remove your Festival Finder e-mail alerts.');
  const view = useManageView(link);
  const change = useManageAction(link);
  const [confirmAll, setConfirmAll] = useState(false);

  if (view.isPending) return <AlertPage title="Your e-mail alerts">Loading your alerts…</AlertPage>;
  if (view.isError)
    return (
      <AlertPage title="Your e-mail alerts">
        <Text color="red.700" role="alert">
          {serverMessage(view.error) ?? 'We could not load your alerts.'}
        </Text>
      </AlertPage>
    );
  const { email, alerts } = view.data;
  return (
    <AlertPage title="Your e-mail alerts">
      <Stack gap="5">
        <Text>{email ? `Alerts for ${email}.` : 'There are no alerts for this address any more.'}</Text>
        <Text role="status" minH="1em" color={change.isError ? 'red.700' : 'green.800'} data-testid="alerts-manage-status">
          {change.isSuccess ? change.data.message : change.isError ? (serverMessage(change.error) ?? 'Something went wrong.') : ''}
        </Text>
        {alerts.length > 0 && (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Your alerts" data-testid="alerts-list">
            {alerts.map((a) => (
              <Box as="li" key={a.id} borderWidth="1px" borderRadius="md" p="4" data-testid="alert-item">
                <HStack justify="space-between" align="start" wrap="wrap" gap="3">
                  <Stack gap="1">
                    <ChakraLink href={a.searchPath} color="purple.700" fontWeight="semibold">
                      {a.label}
                    </ChakraLink>
                    <Text fontSize="sm" color="gray.700">
                      {FREQUENCY[a.frequency]}
                    </Text>
                    <Badge alignSelf="start" colorPalette={a.status === 'active' ? 'green' : 'gray'}>
                      {STATUS[a.status]}
                    </Badge>
                  </Stack>
                  <HStack gap="2">
                    {a.status !== 'pending' && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => change.mutate({ action: a.status === 'paused' ? 'resume' : 'pause', alertId: a.id })}
                        aria-label={`${a.status === 'paused' ? 'Resume' : 'Pause'} ${a.label}`}
                      >
                        {a.status === 'paused' ? 'Resume' : 'Pause'}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => change.mutate({ action: 'delete', alertId: a.id })}
                      aria-label={`Remove ${a.label}`}
                    >
                      Remove
                    </Button>
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
        {email && (
          <Box borderTopWidth="1px" pt="4">
            {!confirmAll ? (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirmAll(true)} data-testid="alerts-delete-all">
                Remove all my alerts and my address
              </Button>
            ) : (
              <HStack gap="3" wrap="wrap">
                <Text>Delete your address and every alert now?</Text>
                <Button colorPalette="red" onClick={() => change.mutate({ action: 'delete-all' })} data-testid="alerts-delete-all-confirm">
                  Yes, delete everything
                </Button>
                <Button variant="ghost" onClick={() => setConfirmAll(false)}>
                  Keep them
                </Button>
              </HStack>
            )}
          </Box>
        )}
      </Stack>
    </AlertPage>
  );
}
