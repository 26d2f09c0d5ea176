import { Badge, Card, Code, Heading, HStack, Link, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { useDisconnectTikTok } from './api/disconnect-tiktok';
import { getTikTokAuthUrl } from './api/get-tiktok-auth-url';
import { TikTokStatus, useTikTokStatus } from './api/get-tiktok-status';
import { socialKeys } from './api/social-keys';
import { formatUkTime } from '../../lib/admin/uk-time';

type Stage = 'Not Configured' | 'Configured' | 'Connected';

export function stageOf(s: TikTokStatus['status']): Stage {
  if (s.hasAccessToken && s.hasOpenId) return 'Connected';
  return s.configured ? 'Configured' : 'Not Configured';
}

/** 25 % for each of client key, client secret, access token and open id (spec). */
export function progressOf(s: TikTokStatus['status']): number {
  return [s.hasClientKey, s.hasClientSecret, s.hasAccessToken, s.hasOpenId].filter(Boolean).length * 25;
}

const STAGE_COLOUR: Record<Stage, string> = { 'Not Configured': 'red', Configured: 'orange', Connected: 'green' };

/** /tiktok-integration: configuration, the OAuth popup flow and the connection. */
export function TikTokIntegrationPage() {
  const status = useTikTokStatus(true);
  const queryClient = useQueryClient();
  const disconnect = useDisconnectTikTok();
  const [authorising, setAuthorising] = useState(false);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // The popup reports back on our own origin only.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || typeof e.data !== 'object' || e.data === null) return;
      const data = e.data as { type?: string; error?: string };
      if (data.type === 'tiktok_auth_success') {
        setAuthorising(false);
        notifySuccess('TikTok Connected', 'Your TikTok account is connected.');
        void queryClient.invalidateQueries({ queryKey: socialKeys.tiktokStatus });
      } else if (data.type === 'tiktok_auth_error') {
        setAuthorising(false);
        notify({ title: 'Authorization Failed', description: data.error ?? 'TikTok authorisation failed.', type: 'error' });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  const authorise = async () => {
    // Opened during the click itself, so browsers do not treat it as an unrequested popup.
    const popup = window.open('', 'tiktok-auth', 'width=600,height=720');
    if (!popup) {
      notify({ title: 'Popup Blocked', description: 'Allow popups for this site, then choose Authorize with TikTok again.', type: 'error' });
      return;
    }
    setAuthorising(true);
    try {
      const answer = await getTikTokAuthUrl();
      if (!answer.success || !answer.authUrl) {
        popup.close();
        setAuthorising(false);
        notify({ title: 'Failed to get authorization URL', description: answer.error ?? undefined, type: 'error' });
        return;
      }
      popup.location.href = answer.authUrl;
    } catch (error) {
      popup.close();
      setAuthorising(false);
      notify({ title: 'Failed to start TikTok authorization', description: errorMessage(error), type: 'error' });
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notify({ title: 'Copy Failed', description: 'Failed to copy text to clipboard.', type: 'error' });
    }
  };

  if (status.isPending) return <Text>Loading TikTok status...</Text>;
  if (status.isError || !status.data) return <Text color="red.600">Failed to load the TikTok status: {errorMessage(status.error)}</Text>;
  const s = status.data.status;
  const stage = stageOf(s);
  const progress = progressOf(s);
  const checklist: Array<[string, boolean]> = [
    ['Client key set (TIKTOK_CLIENT_KEY)', s.hasClientKey],
    ['Client secret set (TIKTOK_CLIENT_SECRET)', s.hasClientSecret],
    ['Access token stored', s.hasAccessToken],
    ['Open ID stored', s.hasOpenId],
  ];

  return (
    <Stack gap="6" maxW="3xl">
      <Link asChild alignSelf="start">
        <RouterLink to="/admin">← Back to dashboard</RouterLink>
      </Link>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          TikTok Integration
        </Heading>
        <Badge colorPalette={STAGE_COLOUR[stage]} size="lg" data-testid="tiktok-stage">
          {stage}
        </Badge>
      </HStack>

      <Card.Root>
        <Card.Body gap="3">
          <Progress.Root value={progress} max={100} colorPalette={STAGE_COLOUR[stage]}>
            <HStack justify="space-between">
              <Progress.Label>Setup progress</Progress.Label>
              <Progress.ValueText data-testid="tiktok-progress">{progress}%</Progress.ValueText>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <List.Root variant="plain" gap="1">
            {checklist.map(([label, done]) => (
              <List.Item key={label}>
                <Text as="span" color={done ? 'green.700' : 'gray.600'}>
                  {done ? '✓' : '✗'} {label}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            Redirect URI
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Add this address to your TikTok app's Login Kit redirect URIs.
          </Text>
          <HStack wrap="wrap">
            <Code data-testid="tiktok-redirect-uri">{s.redirectUri}</Code>
            <Button size="sm" variant="outline" onClick={() => void copy(s.redirectUri)}>
              {copied ? '✓ Copied' : 'Copy'}
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>

      {status.data.nextSteps.length > 0 && (
        <Card.Root>
          <Card.Body gap="2">
            <Heading as="h2" size="md">
              Next steps
            </Heading>
            <List.Root as="ol" gap="1" ps="5">
              {status.data.nextSteps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
      )}

      {stage === 'Connected' && status.data.connection ? (
        <Card.Root borderColor="green.300" bg="green.50" data-testid="tiktok-success">
          <Card.Body gap="2">
            <Heading as="h2" size="md" color="green.800">
              TikTok is connected
            </Heading>
            <Text>Account: {status.data.connection.displayName ?? 'name not shared by TikTok'}</Text>
            <Text fontSize="sm">Connected {formatUkTime(status.data.connection.connectedAt)}</Text>
            <Text fontSize="sm">
              Access token renews automatically before {formatUkTime(status.data.connection.accessExpiresAt)}
              {status.data.connection.refreshedAt ? ` (last renewed ${formatUkTime(status.data.connection.refreshedAt)})` : ''}.
            </Text>
            <HStack>
              <Button size="sm" variant="outline" onClick={() => void authorise()} loading={authorising}>
                Reconnect
              </Button>
              <Button size="sm" colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
                Disconnect
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ) : (
        <Button alignSelf="start" colorPalette="purple" disabled={!s.configured || !s.canStoreTokens} loading={authorising} onClick={() => void authorise()}>
          Authorize with TikTok
        </Button>
      )}

      <ConfirmDialog
        open={confirming}
        title="Disconnect TikTok?"
        confirmLabel="Disconnect"
        destructive
        busy={disconnect.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: (r) => notifySuccess('TikTok Disconnected', r.message),
            onError: (e) => notifyFailure('Disconnect Failed', e),
            onSettled: () => setConfirming(false),
          })
        }
      >
        The stored TikTok tokens are deleted. You can authorise again at any time.
      </ConfirmDialog>
    </Stack>
  );
}
