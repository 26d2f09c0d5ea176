import { Badge, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/button';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useFacebookHealthCheck } from './api/get-facebook-health-check';
import { useFacebookPermissions } from './api/get-facebook-permissions';
import { useFacebookSchedulerStatus } from './api/get-facebook-scheduler-status';
import { FacebookRun, PostRunResult, usePostFacebook } from './api/post-facebook';
import { formatUkTime } from '../../lib/admin/uk-time';

const FAILURE: Record<FacebookRun, { title: string; fallback: string }> = {
  test: { title: 'Test Failed', fallback: 'Failed to send test post. Please check your permissions.' },
  'test-weekend': { title: 'Weekend Test Failed', fallback: 'Failed to send test post. Please check your permissions.' },
  'post-events': { title: 'Publishing Failed', fallback: 'Failed to publish to Facebook' },
};
const CHECK_COLOUR = { pass: 'green', warning: 'orange', fail: 'red' } as const;

/** Permissions, the scheduler's next posts, test posts and the health check. Posting needs every permission (spec). */
export function FacebookTab() {
  const permissions = useFacebookPermissions();
  const scheduler = useFacebookSchedulerStatus();
  const post = usePostFacebook();
  const health = useFacebookHealthCheck();
  const allowed = permissions.data?.hasAllRequired === true;

  const run = (which: FacebookRun) =>
    post.mutate(which, {
      onSuccess: (r: PostRunResult) => {
        if (r.success) notify({ title: 'Posted to Facebook', description: r.message, type: 'success' });
        else notify({ title: FAILURE[which].title, description: r.message || FAILURE[which].fallback, type: 'error' });
      },
      onError: (e) => notify({ title: FAILURE[which].title, description: errorMessage(e, FAILURE[which].fallback), type: 'error' }),
    });

  const checkHealth = () =>
    health.mutate(undefined, {
      onSuccess: (h) =>
        notify({ title: 'Health Check', description: h.summary, type: h.status === 'error' ? 'error' : h.status === 'warning' ? 'warning' : 'success' }),
      onError: () => notify({ title: 'Health Check Failed', description: 'Unable to perform system health check', type: 'error' }),
    });

  return (
    <Stack gap="5">
      <Card.Root>
        <Card.Body gap="2">
          <HStack justify="space-between">
            <Heading as="h3" size="md">
              Page permissions
            </Heading>
            <Badge colorPalette={allowed ? 'green' : 'red'} data-testid="facebook-permissions">
              {permissions.isPending ? 'Checking...' : allowed ? 'All required permissions' : 'Missing permissions'}
            </Badge>
          </HStack>
          <Text fontSize="sm">{permissions.isError ? errorMessage(permissions.error) : permissions.data?.message}</Text>
          <Text fontSize="xs" color="gray.600">
            Required: pages_manage_posts, pages_read_engagement.
          </Text>
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => void permissions.refetch()} loading={permissions.isFetching}>
            Check permissions
          </Button>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body gap="2">
          <Heading as="h3" size="md">
            Scheduler
          </Heading>
          <Text fontSize="sm">{scheduler.data?.schedule}</Text>
          <Text fontSize="sm">
            Scheduler: {scheduler.data ? (scheduler.data.enabled ? 'enabled' : `not posting (automation ${scheduler.data.automation})`) : '—'}
          </Text>
          {scheduler.data?.lastRun && (
            <Text fontSize="sm" color={scheduler.data.lastRun.success === false ? 'red.600' : 'gray.700'}>
              Last run {formatUkTime(scheduler.data.lastRun.startedAt)}: {scheduler.data.lastRun.message}
            </Text>
          )}
          <Text fontWeight="semibold" fontSize="sm">
            Upcoming scheduled posts
          </Text>
          {scheduler.data && scheduler.data.nextPosts.length === 0 ? (
            <Text fontSize="sm" color="gray.600">
              None: start the automation to schedule posts.
            </Text>
          ) : (
            <List.Root gap="1" ps="5" data-testid="facebook-next-posts">
              {scheduler.data?.nextPosts.slice(0, 5).map((p) => (
                <List.Item key={p.scheduledFor}>
                  {p.label} (UK) · {p.festivals} festivals
                </List.Item>
              ))}
            </List.Root>
          )}
        </Card.Body>
      </Card.Root>

      <HStack gap="3" wrap="wrap">
        <Button disabled={!allowed || post.isPending} loading={post.isPending && post.variables === 'test'} onClick={() => run('test')}>
          Send Test Post
        </Button>
        <Button disabled={!allowed || post.isPending} loading={post.isPending && post.variables === 'test-weekend'} onClick={() => run('test-weekend')}>
          Weekend Test Post
        </Button>
        <Button
          colorPalette="blue"
          disabled={!allowed || post.isPending}
          loading={post.isPending && post.variables === 'post-events'}
          onClick={() => run('post-events')}
        >
          Post Next 3 Festivals Now
        </Button>
        <Button variant="outline" onClick={checkHealth} loading={health.isPending}>
          Run Health Check
        </Button>
      </HStack>
      {!allowed && !permissions.isPending && (
        <Text fontSize="sm" color="gray.600">
          Posting buttons are disabled until the page token holds every required permission.
        </Text>
      )}

      {health.data && (
        <Card.Root data-testid="facebook-health">
          <Card.Body gap="2">
            <HStack justify="space-between">
              <Heading as="h3" size="md">
                Health check
              </Heading>
              <Badge colorPalette={health.data.status === 'healthy' ? 'green' : health.data.status === 'warning' ? 'orange' : 'red'}>
                {health.data.status}
              </Badge>
            </HStack>
            <Text fontSize="sm">
              {health.data.summary} · {formatUkTime(health.data.timestamp)}
            </Text>
            <List.Root variant="plain" gap="1">
              {health.data.checks.map((c) => (
                <List.Item key={c.name}>
                  <Badge colorPalette={CHECK_COLOUR[c.status]} me="2">
                    {c.status}
                  </Badge>
                  <Text as="span" fontWeight="medium">
                    {c.name}
                  </Text>
                  : {c.message}
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
