import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useAiSuggestions } from './api/ai-suggestions';
import { formatDateTime } from '../../lib/admin/format';
import { ApplyButton } from './apply-button';

const STATUS_COLOUR = { open: 'blue', flagged: 'red', applied: 'green' } as const;
const KIND_LABEL = { enhancement: 'Enhanced description', variation: 'Variation', analysis: 'Quality analysis' } as const;

/** The event's stored suggestions with their provider: open texts can still be applied. */
export function SavedSuggestions({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const list = useAiSuggestions(eventId);
  const items = list.data?.items ?? [];
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          Saved suggestions
        </Heading>
        {list.isPending && <Text role="status">Loading suggestions...</Text>}
        {list.isSuccess && items.length === 0 && <Text color="gray.600">No suggestions for this event yet.</Text>}
        <Stack gap="2" maxH="24rem" overflowY="auto">
          {items.map((s) => (
            <Stack key={s.id} gap="1" borderWidth="1px" rounded="md" p="2">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold" fontSize="sm">
                    {KIND_LABEL[s.kind]}
                  </Text>
                  {s.score === null ? <Badge colorPalette={STATUS_COLOUR[s.status]}>{s.status}</Badge> : <Badge colorPalette="gray">{s.score}/100</Badge>}
                  <Badge colorPalette={s.provider === 'openai' ? 'purple' : 'gray'}>{s.provider === 'openai' ? 'OpenAI' : 'Local'}</Badge>
                </HStack>
                <ApplyButton suggestion={s} eventTitle={eventTitle} />
              </HStack>
              <Text fontSize="xs" color="gray.600">
                {formatDateTime(s.createdAt)} by {s.createdBy} · event version {s.eventVersion}
                {s.appliedAt ? ` · applied ${formatDateTime(s.appliedAt)} by ${s.appliedBy}` : ''}
              </Text>
              {s.text && (
                <Text fontSize="sm" lineClamp={2}>
                  {s.text}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
