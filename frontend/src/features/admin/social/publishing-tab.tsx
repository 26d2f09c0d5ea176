import { Badge, Card, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { notify } from '../../../components/notify';
import { errorMessage } from '../api/admin-client';
import { notifyFailure, notifySuccess } from '../components/admin-notify';
import { useCreateSocialPost } from './api/create-social-post';
import { useFacebookPermissions } from './api/get-facebook-permissions';
import { useSocialPosts } from './api/get-social-posts';
import { useTikTokStatus } from './api/get-tiktok-status';
import { useChannelStatuses } from './api/get-channel-status';
import { ChannelConnections } from './channel-connections';
import { SocialPostCard } from './social-post-card';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Connect (permission check / TikTok connection), drafts, scheduling, and Publish through each platform's adapter. */
export function PublishingTab() {
  const permissions = useFacebookPermissions();
  const tiktok = useTikTokStatus();
  const posts = useSocialPosts({ limit: 20, offset: 0 });
  const create = useCreateSocialPost();
  const [eventId, setEventId] = useState('');
  const [content, setContent] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = eventId.trim();
    const text = content.trim();
    if (!id && !text) return setFormError('Enter an event id, the post text, or both.');
    if (id && !UUID.test(id)) return setFormError('The event id is the UUID shown in the events manager.');
    setFormError(null);
    create.mutate(
      { platform: 'facebook', ...(id ? { eventId: id } : {}), ...(text ? { content: text } : {}) },
      {
        onSuccess: () => {
          notifySuccess('Draft Saved', 'The Facebook draft is stored; publish it from the list below.');
          setEventId('');
          setContent('');
        },
        onError: (err) => setFormError(errorMessage(err)),
      },
    );
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

      <Card.Root as="form" onSubmit={submit}>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            New Facebook draft
          </Heading>
          <Field.Root invalid={Boolean(formError)}>
            <Field.Label>Event id</Field.Label>
            <Input value={eventId} onChange={(e) => setEventId(e.target.value)} placeholder="Leave empty for a post without an event" />
            <Field.HelperText>With an event id and no text, the text is composed from the event's own details.</Field.HelperText>
          </Field.Root>
          <Field.Root invalid={Boolean(formError)}>
            <Field.Label>Post text</Field.Label>
            <Textarea rows={5} maxLength={5000} value={content} onChange={(e) => setContent(e.target.value)} />
            {formError && <Field.ErrorText>{formError}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" alignSelf="start" loading={create.isPending}>
            Save draft
          </Button>
        </Card.Body>
      </Card.Root>

      <Stack gap="3">
        <Heading as="h3" size="md">
          Posts
        </Heading>
        {posts.isError && <Text color="red.600">{errorMessage(posts.error)}</Text>}
        {posts.data?.items.length === 0 && <Text color="gray.600">No posts yet.</Text>}
        {posts.data?.items.map((p) => (
          <SocialPostCard key={p.id} post={p} canPublish={canPublish[p.platform]} />
        ))}
      </Stack>
    </Stack>
  );
}
