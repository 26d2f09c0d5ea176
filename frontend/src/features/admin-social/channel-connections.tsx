import { Badge, HStack, Text } from '@chakra-ui/react';
import { Button } from '../../components/button';
import { notify } from '../../components/notify';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { ChannelStatuses, useChannelStatuses } from './api/get-channel-status';

const NAMES = { instagram: 'Instagram', x: 'X', tiktok: 'TikTok posting' } as const;

/** Instagram, X and TikTok posting rows of the Connections card: each platform is asked whether the account can publish. */
export function ChannelConnections() {
  const statuses = useChannelStatuses();
  const check = async (key: keyof ChannelStatuses) => {
    const r = await statuses.refetch();
    if (r.error) return notifyFailure('Connection Check Failed', r.error);
    const s = r.data?.[key];
    if (s?.ready) notifySuccess(`${NAMES[key]} Connected`, s.message);
    else notify({ title: `${NAMES[key]} Not Ready`, description: s?.message, type: 'error' });
  };
  return (
    <>
      {(['instagram', 'x', 'tiktok'] as const).map((key) => {
        const s = statuses.data?.[key];
        return (
          <HStack key={key} justify="space-between" wrap="wrap">
            <Text>
              {NAMES[key]}:{' '}
              <Badge colorPalette={s?.ready ? 'green' : s?.configured ? 'red' : 'gray'}>
                {statuses.isPending ? 'Checking...' : s?.ready ? 'Connected' : s?.configured ? 'Not ready' : 'Not configured'}
              </Badge>{' '}
              {s && !s.ready && (
                <Text as="span" fontSize="sm" color="gray.600">
                  {s.message}
                </Text>
              )}
            </Text>
            <Button size="sm" variant="outline" onClick={() => void check(key)} loading={statuses.isFetching}>
              Check {NAMES[key]}
            </Button>
          </HStack>
        );
      })}
    </>
  );
}
