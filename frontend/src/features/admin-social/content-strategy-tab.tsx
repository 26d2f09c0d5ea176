import { Badge, Card, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AiAnswerNote, hashtagLine, preview } from './ai-answer-note';
import { useContentStrategy } from './api/get-content-strategy';
import { SaveDraftButton } from './save-draft-button';

/** A week of posts, trending topics and engagement ideas, all from real upcoming events. */
export function ContentStrategyTab() {
  const q = useContentStrategy();
  if (q.isPending) return <Text>Writing the content strategy...</Text>;
  if (q.isError) return <Text color="red.600">Failed to load content strategy. Please try again.</Text>;
  const { weeklyPosts, trendingTopics, userEngagement } = q.data.strategy;
  return (
    <Stack gap="5">
      <AiAnswerNote meta={q.data} busy={q.isFetching} onRegenerate={() => void q.refetch()} />
      {weeklyPosts.length === 0 ? (
        <Text>There are no upcoming events to plan posts around yet.</Text>
      ) : (
        <Stack gap="3">
          <Heading as="h3" size="md">
            This week's posts
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {weeklyPosts.map((p, i) => (
              <Card.Root key={`${p.eventId}-${i}`} data-testid="strategy-post">
                <Card.Body gap="2">
                  <Badge alignSelf="start">{p.platform}</Badge>
                  <Text>{preview(p.content)}</Text>
                  <Text fontSize="sm" color="blue.700">
                    {hashtagLine(p.hashtags)}
                  </Text>
                  <Text fontSize="sm" fontWeight="semibold">
                    {p.callToAction}
                  </Text>
                  <SaveDraftButton item={{ platform: p.platform, text: p.content, hashtags: p.hashtags, callToAction: p.callToAction, eventId: p.eventId }} />
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack>
          <Heading as="h3" size="md">
            Trending topics
          </Heading>
          <List.Root ps="5">
            {trendingTopics.map((t) => (
              <List.Item key={t}>{t}</List.Item>
            ))}
          </List.Root>
        </Stack>
        <Stack>
          <Heading as="h3" size="md">
            Engagement
          </Heading>
          <List.Root ps="5">
            {userEngagement.map((t) => (
              <List.Item key={t}>{t}</List.Item>
            ))}
          </List.Root>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
