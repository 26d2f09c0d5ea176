import { Badge, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useChannelStatuses } from './api/get-channel-status';
import { useFacebookPermissions } from './api/get-facebook-permissions';
import { SocialSchedulerStatus } from './api/get-social-scheduler-status';

const PLATFORM = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', x: 'X' } as const;

type Connection = { label: string; colour: string; note?: string };

/** Whether each of the four platforms can be posted to now, from the same checks as the Publishing tab. */
function useConnections(): Record<keyof typeof PLATFORM, Connection | null> {
  const facebook = useFacebookPermissions();
  const channels = useChannelStatuses();
  const channel = (key: 'instagram' | 'x' | 'tiktok'): Connection | null => {
    const s = channels.data?.[key];
    if (!s) return null;
    return s.ready
      ? { label: 'Connected', colour: 'green' }
      : { label: s.configured ? 'Not ready' : 'Not configured', colour: s.configured ? 'red' : 'gray', note: s.message };
  };
  const fb = facebook.data;
  return {
    facebook: fb
      ? fb.hasAllRequired
        ? { label: 'Connected', colour: 'green' }
        : { label: fb.configured ? 'Not ready' : 'Not configured', colour: fb.configured ? 'red' : 'gray', note: fb.message }
      : null,
    instagram: channel('instagram'),
    x: channel('x'),
    tiktok: channel('tiktok'),
  };
}

/** The automation plan (UK time), the posts a week it makes and which platforms are connected. */
export function AutomationPlan({ plan }: { plan: SocialSchedulerStatus['plan'] | undefined }) {
  const connections = useConnections();
  const fbPerWeek = plan ? plan.facebookWindowsPerWeek * plan.facebookPostsPerWindow : 0;
  return (
    <Card.Root data-testid="automation-plan">
      <Card.Body gap="3">
        <Text fontWeight="semibold">Automation plan (UK time)</Text>
        {plan ? (
          <>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Platform</Table.ColumnHeader>
                  <Table.ColumnHeader>Posts</Table.ColumnHeader>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                  <Table.ColumnHeader>Connection</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(['instagram', 'tiktok', 'x', 'facebook'] as const).map((platform) => {
                  const slots = plan.slots.filter((s) => s.platform === platform);
                  const c = connections[platform];
                  const when =
                    platform === 'facebook'
                      ? 'Its own windows (see below)'
                      : slots.map((s) => `${s.days} ${s.time}${s.format === 'story' ? ' (story)' : ''}`).join('; ');
                  const perWeek = platform === 'facebook' ? `up to ${fbPerWeek}` : String(plan.byPlatform[platform]);
                  return (
                    <Table.Row key={platform} data-testid={`plan-${platform}`}>
                      <Table.Cell>{PLATFORM[platform]}</Table.Cell>
                      <Table.Cell>{perWeek} a week</Table.Cell>
                      <Table.Cell>{when}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={c?.colour ?? 'gray'}>{c?.label ?? 'Checking...'}</Badge>
                        {c?.note && (
                          <Text fontSize="xs" color="gray.600">
                            {c.note}
                          </Text>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
            <HStack gap="2" wrap="wrap">
              <Text fontSize="sm" data-testid="plan-per-week">
                The plan makes {plan.postsPerWeek} posts a week on Instagram, TikTok and X, plus up to {fbPerWeek} on Facebook ({plan.facebookWindowsPerWeek}{' '}
                windows of {plan.facebookPostsPerWindow}).
              </Text>
            </HStack>
            <Stack gap="1">
              <Text fontSize="sm" color="gray.600">
                Each slot posts the next upcoming festival not posted on that platform in the last week, once, while automation is Active; a platform that is
                not connected is skipped and the reason is in the operations log.
                {!plan.jobEnabled ? ' The plan job is switched off in this installation, so nothing posts at these times.' : ''}
              </Text>
            </Stack>
          </>
        ) : (
          <Text fontSize="sm">—</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
