import { HStack, Text } from '@chakra-ui/react';
import { Button } from '../../components/button';
import type { StrategyAnswer } from '../../lib/api/api-contracts.admin.gen';

/** Spec section 9: at most five hashtags shown, strategy previews cut at 150 characters. */
export const MAX_HASHTAGS = 5;
export const PREVIEW_CHARS = 150;

export const preview = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text);
export const hashtagLine = (tags: string[]) => tags.slice(0, MAX_HASHTAGS).join(' ');

/** Who wrote the answer, from how many catalogue events, and a button to write it again. */
/** Provenance of an AI answer and the number of catalogue events it was written from (every content answer has them). */
type AiAnswerMeta = Pick<StrategyAnswer, 'eventsUsed' | 'provider' | 'model' | 'fallbackReason'>;

export function AiAnswerNote({ meta, onRegenerate, busy }: { meta: AiAnswerMeta; onRegenerate: () => void; busy: boolean }) {
  const who = meta.provider === 'openai' ? `OpenAI (${meta.model})` : 'the built-in writer (templates over the stored event details)';
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text fontSize="sm" color="gray.600">
        Written by {who} from {meta.eventsUsed} catalogue {meta.eventsUsed === 1 ? 'event' : 'events'}.
        {meta.fallbackReason ? ` OpenAI's answer was not used: ${meta.fallbackReason}.` : ''}
      </Text>
      <Button size="sm" variant="outline" loading={busy} onClick={onRegenerate}>
        Regenerate
      </Button>
    </HStack>
  );
}
