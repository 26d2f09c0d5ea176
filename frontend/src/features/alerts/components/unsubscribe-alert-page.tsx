import { Stack, Text } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { serverMessage } from '../../../lib/api-client';
import { useUnsubscribeAlert } from '../api/alerts';
import { AlertPage } from './alert-page';

/** Where the unsubscribe link of an alert mail opens in a browser: it asks first (link scanners remove nothing). */
export function UnsubscribeAlertPage({ token }: { token: string }) {
  usePageMeta('Stop this alert', 'Stop a Festival Finder e-mail alert.');
  const unsubscribe = useUnsubscribeAlert();
  return (
    <AlertPage title="Stop this alert">
      <Stack gap="4" align="start">
        {!unsubscribe.isSuccess && <Text>Stop the e-mail alert this link came with? You won’t get mails for it again.</Text>}
        {!unsubscribe.isSuccess && (
          <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending} disabled={!token} data-testid="alert-unsubscribe">
            Stop this alert
          </Button>
        )}
        <Text role="status" color={unsubscribe.isError ? 'red.700' : undefined} data-testid="alert-unsubscribe-status">
          {unsubscribe.isSuccess ? unsubscribe.data.message : unsubscribe.isError ? (serverMessage(unsubscribe.error) ?? 'Something went wrong.') : ''}
        </Text>
      </Stack>
    </AlertPage>
  );
}
