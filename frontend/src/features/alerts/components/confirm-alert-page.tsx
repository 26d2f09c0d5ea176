import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { serverMessage } from '../../../lib/api-client';
import { useConfirmAlert } from '../api/alerts';
import { AlertPage } from './alert-page';

/** The double opt-in link lands here; the page confirms by POST (a mail scanner fetching the link confirms nothing). */
export function ConfirmAlertPage({ token }: { token: string }) {
  usePageMeta('Confirm your alert', 'Confirm your Festival Finder e-mail alert.');
  const confirm = useConfirmAlert(token);

  return (
    <AlertPage title="Your e-mail alert">
      <Stack gap="4" role="status" data-testid="alert-confirm">
        {!token && <Text>This link is incomplete. Please use the link from your confirmation email.</Text>}
        {token && confirm.isPending && <Text>Confirming your alert…</Text>}
        {confirm.isError && <Text color="red.700">{serverMessage(confirm.error) ?? 'We could not confirm this alert. Please try again.'}</Text>}
        {confirm.isSuccess && (
          <>
            <Text fontSize="lg">
              Your alert is on: <strong>{confirm.data.label}</strong>
            </Text>
            <Text>{confirm.data.status === 'confirmed' ? 'We’ll e-mail you when new events match.' : 'It was already confirmed.'}</Text>
            <ChakraLink asChild color="purple.700">
              <a href={confirm.data.managePath} data-testid="alert-manage-link">
                Manage your alerts
              </a>
            </ChakraLink>
          </>
        )}
        <ChakraLink asChild color="purple.700">
          <Link to="/">Back to Festival Finder</Link>
        </ChakraLink>
      </Stack>
    </AlertPage>
  );
}
