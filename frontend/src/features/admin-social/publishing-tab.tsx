import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Button } from '../../components/button';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { useFacebookPermissions } from './api/get-facebook-permissions';
import { useSocialPosts } from './api/get-social-posts';
import { useTikTokStatus } from './api/get-tiktok-status';
import { useChannelStatuses } from './api/get-channel-status';
import { ChannelConnections } from './channel-connections';
import { ComposePostForm } from './compose-post-form';
import { PostQueue } from './post-queue';
import { SocialPostCard } from './social-post-card';

/** Connect (permission check / TikTok connection), compose with previews, the queue, drafts, scheduling, and Publish through each platform's adapter (or the sandbox). */
export function PublishingTab() {
  const permissions = useFacebookPermissions();
  const tiktok = useTikTokStatus();
  const posts = useSocialPosts({ limit: 20, offset: 0 });
  const channels = useChannelStatuses();
  const allowed = permissions.data?.hasAllRequired === true;
  const canPublish = {
    facebook: allowed,
    instagram: channels.data?.instagram.ready === true,
    x: channels.data?.x.ready === true,
    tiktok: channels.data?.tiktok.ready === true,
  };

  const connectFacebook = async () => {
    const r = await permissions.refetch();
    if (r.error) notifyFailure('Connection Check Failed', r.error);
    else if (r.data?.hasAllRequired) notifySuccess('Facebook Connected', r.data.message);
    else notify({ title: 'Facebook Not Ready', description: r.data?.message, type: 'error' });
  };

  return (
    <Stack gap="5">
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Connections
          </Heading>
          <HStack justify="space-between" wrap="wrap">
            <Text>
              Facebook page:{' '}
              <Badge colorPalette={allowed ? 'green' : 'red'}>{permissions.isPending ? 'Checking...' : allowed ? 'Connected' : 'Not ready'}</Badge>
            </Text>
            <Button size="sm" variant="outline" onClick={() => void connectFacebook()} loading={permissions.isFetching}>
              Connect
            </Button>
          </HStack>
          <HStack justify="space-between" wrap="wrap">
            <Text>
              TikTok:{' '}
              <Badge colorPalette={tiktok.data?.status.hasAccessToken ? 'green' : 'gray'}>
                {tiktok.isPending ? 'Checking...' : tiktok.data?.status.hasAccessToken ? 'Connected' : 'Not connected'}
              </Badge>
            </Text>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/tiktok-integration">Connect</RouterLink>
            </Button>
          </HStack>
          <ChannelConnections />
        </Card.Body>
      </Card.Root>

      <ComposePostForm ready={canPublish} />

      <PostQueue />

      <Stack gap="3">
        <Heading as="h3" size="md">
          Posts
        </Heading>
        {posts.isError && <Text color="red.600">{errorMessage(posts.error)}</Text>}
        {posts.data?.items.length === 0 && <Text color="gray.600">No posts yet.</Text>}
        {posts.data?.items.map((p) => (
          <SocialPostCard key={p.id} post={p} canPublish={p.sandbox || canPublish[p.platform]} />
        ))}
      </Stack>
    </Stack>
  );
}
