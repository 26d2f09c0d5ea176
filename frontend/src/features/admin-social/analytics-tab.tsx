import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/button';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { StatCard } from '../../components/admin/stat-card';
import { useSocialAnalytics } from './api/get-social-analytics';
import { useRefreshSocialAnalytics } from './api/refresh-social-analytics';
import { PlatformFiguresSection } from './platform-figures';
import { formatUkTime } from '../../lib/admin/uk-time';

/** Stored posts and the figures fetched back from Facebook, Instagram and X; missing figures say why. */
export function AnalyticsTab() {
  const analytics = useSocialAnalytics();
  const refresh = useRefreshSocialAnalytics();
  if (analytics.isPending) return <Text>Loading analytics...</Text>;
  if (analytics.isError || !analytics.data) return <Text color="red.600">Failed to load analytics data. Please try again.</Text>;
  const { facebook, instagram, tiktok, x } = analytics.data.analytics;

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md">
          Facebook
        </Heading>
        <Button
          size="sm"
          variant="outline"
          loading={refresh.isPending}
          onClick={() =>
            refresh.mutate(undefined, {
              onSuccess: (r) => notifySuccess('Figures Refreshed', r.message),
              onError: (e) => notifyFailure('Refresh Failed', e),
            })
          }
        >
          Refresh figures
        </Button>
      </HStack>
      <Text fontSize="sm" color="gray.600">
        {facebook.message}
        {facebook.metricsFetchedAt ? ` Last fetched ${formatUkTime(facebook.metricsFetchedAt)}.` : ''}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
        <StatCard label="Published" value={String(facebook.posts.published)} help={`${facebook.posts.failed} failed, ${facebook.posts.draft} drafts`} />
        <StatCard label="Reactions" value={facebook.hasData ? String(facebook.reactions) : '—'} help={`${facebook.measuredPosts} posts measured`} />
        <StatCard label="Comments" value={facebook.hasData ? String(facebook.comments) : '—'} />
        <StatCard label="Shares" value={facebook.hasData ? String(facebook.shares) : '—'} />
        <StatCard
          label="Impressions"
          value={facebook.impressions?.toLocaleString('en-GB') ?? '—'}
          help={
            facebook.impressionsMessage ??
            (facebook.reach !== null && facebook.reach !== undefined ? `${facebook.reach.toLocaleString('en-GB')} people reached` : undefined)
          }
        />
      </SimpleGrid>
      {facebook.topPosts.length > 0 && (
        <Card.Root>
          <Card.Body gap="2">
            <Text fontWeight="semibold">Most engaging posts</Text>
            {facebook.topPosts.map((p) => (
              <Text key={p.id} fontSize="sm">
                {p.reactions} reactions · {p.comments} comments · {p.shares} shares: {p.content.split('\n')[0]}
              </Text>
            ))}
          </Card.Body>
        </Card.Root>
      )}
      <PlatformFiguresSection name="Instagram" figures={instagram} extra="reach" />
      <PlatformFiguresSection name="X" figures={x} extra="impressions" />
      <Card.Root>
        <Card.Body gap="1">
          <Text fontWeight="semibold">TikTok</Text>
          <Text fontSize="sm" color="gray.600">
            {tiktok.message}
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
