import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { ConfidenceBadge, SourceBadge } from './image-badges';
import { ImageThumb } from './image-thumb';

export interface ShownEnhancement {
  source: string;
  confidence: number;
  currentImage: string | null;
  suggestedImage: string | null;
  reasoning: string;
  heading: string;
}

export function EnhancementResult({ result }: { result: ShownEnhancement }) {
  return (
    <Card.Root data-testid="enhancement-result">
      <Card.Body gap="3">
        <Text fontWeight="bold">{result.heading}</Text>
        <HStack wrap="wrap" gap="2">
          <SourceBadge source={result.source} />
          <ConfidenceBadge confidence={result.confidence} />
        </HStack>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          <ImageThumb src={result.currentImage} label="Current image" />
          <ImageThumb src={result.suggestedImage} label="Suggested image" />
        </Stack>
        <Text fontSize="sm">{result.reasoning}</Text>
      </Card.Body>
    </Card.Root>
  );
}
