import { Badge, Box, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { countFor, PlatformLimit } from './api/get-social-limits';

/** How the text will read on each chosen platform, its length counted the platform's way against its limit. */
export function PlatformPreviews({ text, limits, link }: { text: string; limits: PlatformLimit[]; link: string | null }) {
  if (!limits.length) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" aria-label="Previews">
      {limits.map((limit) => {
        const count = countFor(limit, text);
        const over = count > limit.max;
        return (
          <Card.Root key={limit.platform} size="sm" variant="outline" data-testid={`preview-${limit.platform}`}>
            <Card.Body gap="2">
              <HStack justify="space-between">
                <Text fontWeight="semibold">{limit.name}</Text>
                <Badge colorPalette={over ? 'red' : 'gray'} data-testid={`count-${limit.platform}`}>
                  {count.toLocaleString('en-GB')} / {limit.max.toLocaleString('en-GB')}
                </Badge>
              </HStack>
              <Box whiteSpace="pre-wrap" fontSize="sm" color={text ? undefined : 'gray.600'}>
                {text || (link ? 'Text composed from the event when saved.' : 'Nothing written yet.')}
              </Box>
              {link && limit.platform === 'facebook' && (
                <Text fontSize="xs" color="gray.600">
                  Link card: {link}
                </Text>
              )}
              {limit.linkLength !== null && (
                <Text fontSize="xs" color="gray.600">
                  Every link counts as {limit.linkLength} characters.
                </Text>
              )}
              {over && (
                <Text fontSize="sm" color="red.600" role="alert">
                  {(count - limit.max).toLocaleString('en-GB')} characters over {limit.name}'s limit.
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
