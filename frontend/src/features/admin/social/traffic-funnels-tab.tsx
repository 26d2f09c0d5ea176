import { List, Stack, Text } from '@chakra-ui/react';
import { AiAnswerNote } from './ai-answer-note';
import { useTrafficFunnels } from './api/get-traffic-funnels';

/** Routes from social posts to event pages and tickets, with the catalogue's real counts. */
export function TrafficFunnelsTab() {
  const q = useTrafficFunnels();
  if (q.isPending) return <Text>Writing traffic funnels...</Text>;
  if (q.isError) return <Text color="red.600">Failed to load traffic funnel strategies. Please try again.</Text>;
  return (
    <Stack gap="4">
      <AiAnswerNote meta={q.data} busy={q.isFetching} onRegenerate={() => void q.refetch()} />
      <List.Root ps="5" gap="2">
        {q.data.funnels.map((f) => (
          <List.Item key={f}>{f}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
