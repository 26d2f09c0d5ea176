import { Badge, Card, HStack, Link, Text } from '@chakra-ui/react';
import { Button } from '../../components/button';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { usePublishSocialPost } from './api/publish-social-post';
import { SocialPost } from './api/social-post.schema';
import { useUnscheduleSocialPost } from './api/unschedule-social-post';
import { SchedulePostForm } from './schedule-post-form';
import { formatUkTime } from '../../lib/admin/uk-time';

const STATE_COLOUR = { draft: 'gray', scheduled: 'blue', published: 'green', failed: 'red' } as const;
export const PLATFORM_NAME = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', x: 'X' } as const;

/** One stored post: its state and text, Publish and scheduling where its platform takes posts from the site. */
export function SocialPostCard({ post: p, canPublish }: { post: SocialPost; canPublish: boolean }) {
  const publish = usePublishSocialPost();
  const unschedule = useUnscheduleSocialPost();
  const name = PLATFORM_NAME[p.platform];
  const open = p.state !== 'published';
  // TikTok takes photo posts only: the event's cover with the text, so a TikTok post without an event has nothing to post.
  const publishable = p.platform !== 'tiktok' || p.eventId !== null;

  const publishPost = () =>
    publish.mutate(p.id, {
      onSuccess: (r) => {
        if (r.success) notifySuccess('Published', r.message);
        else notify({ title: 'Publishing Failed', description: r.message || `Failed to publish to ${name}`, type: 'error' });
      },
      onError: (err) => notify({ title: 'Publishing Failed', description: errorMessage(err, `Failed to publish to ${name}`), type: 'error' }),
    });
  const unschedulePost = () =>
    unschedule.mutate(p.id, {
      onSuccess: () => notifySuccess('Post Unscheduled', 'The post is a draft again.'),
      onError: (err) => notifyFailure('Unschedule Failed', err),
    });

  return (
    <Card.Root size="sm" data-testid="social-post">
      <Card.Body gap="2">
        <HStack justify="space-between" wrap="wrap">
          <HStack>
            <Badge colorPalette={STATE_COLOUR[p.state]}>{p.state}</Badge>
            {p.sandbox && <Badge colorPalette="purple">sandbox</Badge>}
            <Text fontSize="sm" color="gray.600">
              {name}
              {p.format === 'story' ? ' story' : ''} · {p.source} · {formatUkTime(p.publishedAt ?? p.scheduledAt ?? p.createdAt)}
            </Text>
          </HStack>
          <HStack>
            {p.state === 'scheduled' && (
              <Button size="sm" variant="outline" loading={unschedule.isPending} onClick={unschedulePost}>
                Unschedule
              </Button>
            )}
            {publishable && open && (
              <Button size="sm" disabled={!canPublish || publish.isPending} loading={publish.isPending} onClick={publishPost}>
                Publish
              </Button>
            )}
          </HStack>
        </HStack>
        {p.state === 'scheduled' && (
          <Text fontSize="sm" color="blue.700">
            Scheduled for {formatUkTime(p.scheduledAt)} (UK time); published then while automation is Active, held while it is Paused or Stopped.
          </Text>
        )}
        <Text whiteSpace="pre-wrap" fontSize="sm">
          {p.content}
        </Text>
        {p.error && (
          <Text fontSize="sm" color="red.600">
            {p.error}
          </Text>
        )}
        {p.link && (
          <Link href={p.link} fontSize="sm" target="_blank" rel="noreferrer">
            {p.link}
          </Link>
        )}
        {p.platform === 'tiktok' && open && (
          <Text fontSize="sm" color="gray.600">
            {publishable
              ? "Goes to TikTok as a photo post: the event's cover, with this text as its description."
              : "TikTok takes photo posts with the event's cover; this post has no event, so it cannot be published to TikTok."}
          </Text>
        )}
        {publishable && open && <SchedulePostForm post={p} />}
      </Card.Body>
    </Card.Root>
  );
}
