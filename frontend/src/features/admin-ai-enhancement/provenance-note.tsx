import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { AiSuggestion } from '../../lib/api/api-contracts.admin.gen';

/** Who wrote a result, why OpenAI's answer was not used, and any facts the checker could not back. */
export function ProvenanceNote({
  provider,
  model,
  fallbackReason,
  factIssues = [],
}: {
  provider: string;
  model: string;
  /** Absent or null when OpenAI's answer was used. */
  fallbackReason?: string | null;
  factIssues?: AiSuggestion['factIssues'];
}) {
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={provider === 'openai' ? 'purple' : 'gray'}>{provider === 'openai' ? 'OpenAI' : 'Local writer'}</Badge>
        <Text fontSize="xs" color="gray.600">
          {model}
        </Text>
      </HStack>
      {fallbackReason && (
        <Text fontSize="xs" color="orange.700" role="note">
          Fallback: {fallbackReason}
        </Text>
      )}
      {factIssues.length > 0 && (
        <Stack gap="1" role="alert" bg="red.50" borderColor="red.200" borderWidth="1px" p="2" rounded="md">
          <Text fontSize="sm" fontWeight="semibold" color="red.800">
            Not applied: this text states facts the event does not back
          </Text>
          <List.Root fontSize="sm" color="red.800" ps="4">
            {factIssues.map((issue) => (
              <List.Item key={issue.kind + issue.text}>{issue.message}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
