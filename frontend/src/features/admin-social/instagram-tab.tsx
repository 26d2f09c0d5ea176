import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AiAnswerNote, hashtagLine } from './ai-answer-note';
import { useInstagramContent } from './api/get-instagram-content';
import { SaveDraftButton } from './save-draft-button';

/** Instagram captions with hashtags, a call to action and a photo brief per upcoming event. */
export function InstagramTab() {
  const q = useInstagramContent();
  if (q.isPending) return <Text>Writing Instagram content...</Text>;
  if (q.isError) return <Text color="red.600">Failed to load Instagram content. Please try again.</Text>;
  return (
    <Stack gap="4">
      <AiAnswerNote meta={q.data} busy={q.isFetching} onRegenerate={() => void q.refetch()} />
      {q.data.content.length === 0 && <Text>There are no upcoming events to write about yet.</Text>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {q.data.content.map((c, i) => (
          <Card.Root key={`${c.eventId}-${i}`} data-testid="instagram-post">
            <Card.Body gap="2">
              <Text whiteSpace="pre-line">{c.captionText}</Text>
              <Text fontSize="sm" color="blue.700">
                {hashtagLine(c.hashtags)}
              </Text>
              <Text fontSize="sm" fontWeight="semibold">
                {c.callToAction}
              </Text>
              <Text fontSize="sm" color="gray.600">
                Photo: {c.imagePrompt}
              </Text>
              <SaveDraftButton item={{ platform: 'instagram', text: c.captionText, hashtags: c.hashtags, callToAction: c.callToAction, eventId: c.eventId }} />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
