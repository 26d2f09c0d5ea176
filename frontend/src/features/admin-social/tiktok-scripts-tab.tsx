import { Badge, Card, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { categoriesQueryOptions } from '../../lib/api/categories/get-categories';
import { AiAnswerNote, hashtagLine } from './ai-answer-note';
import { useTikTokScripts } from './api/get-tiktok-scripts';
import { SaveDraftButton } from './save-draft-button';

/** TikTok scripts for one category's upcoming events; nothing is asked for until a category is chosen. */
export function TikTokScriptsTab() {
  const categories = useQuery(categoriesQueryOptions());
  const [category, setCategory] = useState('');
  const q = useTikTokScripts(category);
  return (
    <Stack gap="4">
      <Field.Root maxW="sm">
        <Field.Label>Category</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">Choose a category</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {category === '' ? (
        <Text color="gray.600">Choose a category to write scripts for its upcoming events.</Text>
      ) : q.isPending ? (
        <Text>Writing TikTok scripts...</Text>
      ) : q.isError ? (
        <Text color="red.600">Failed to load TikTok scripts. Please try again.</Text>
      ) : (
        <Stack gap="3">
          <AiAnswerNote meta={q.data} busy={q.isFetching} onRegenerate={() => void q.refetch()} />
          {q.data.scripts.length === 0 && <Text>This category has no upcoming events yet.</Text>}
          {q.data.scripts.map((s, i) => (
            <Card.Root key={`${s.eventId}-${i}`} data-testid="tiktok-script">
              <Card.Body gap="2">
                {s.trending && (
                  <Badge alignSelf="start" colorPalette="pink">
                    Trending
                  </Badge>
                )}
                <Text whiteSpace="pre-line">{s.videoScript}</Text>
                <Text fontSize="sm" color="blue.700">
                  {hashtagLine(s.hashtags)}
                </Text>
                <Text fontSize="sm" fontWeight="semibold">
                  {s.callToAction}
                </Text>
                <SaveDraftButton item={{ platform: 'tiktok', text: s.videoScript, hashtags: s.hashtags, callToAction: s.callToAction, eventId: s.eventId }} />
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
