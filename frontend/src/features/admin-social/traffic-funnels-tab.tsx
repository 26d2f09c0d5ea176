import { HStack, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AiAnswerNote } from './ai-answer-note';
import { useTrafficFunnels } from './api/get-traffic-funnels';
import { SaveDraftButton } from './save-draft-button';

const PLATFORMS = [
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'x', label: 'X' },
] as const;

/** One funnel, saved as a draft post for the platform the admin picks (the same item on another platform is another draft). */
function Funnel({ text, index }: { text: string; index: number }) {
  const [platform, setPlatform] = useState<string>('facebook');
  return (
    <List.Item data-testid="traffic-funnel">
      <Stack gap="2">
        <Text>{text}</Text>
        <HStack gap="2">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label={`Platform for funnel ${index + 1}`} value={platform} onChange={(e) => setPlatform(e.target.value)}>
              {PLATFORMS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <SaveDraftButton key={platform} item={{ platform, text, hashtags: [], callToAction: '', eventId: null }} />
        </HStack>
      </Stack>
    </List.Item>
  );
}

/** Routes from social posts to event pages and tickets, with the catalogue's real counts; each can be saved as a draft. */
export function TrafficFunnelsTab() {
  const q = useTrafficFunnels();
  if (q.isPending) return <Text>Writing traffic funnels...</Text>;
  if (q.isError) return <Text color="red.600">Failed to load traffic funnel strategies. Please try again.</Text>;
  return (
    <Stack gap="4">
      <AiAnswerNote meta={q.data} busy={q.isFetching} onRegenerate={() => void q.refetch()} />
      <List.Root ps="5" gap="3">
        {q.data.funnels.map((f, i) => (
          <Funnel key={f} text={f} index={i} />
        ))}
      </List.Root>
    </Stack>
  );
}
