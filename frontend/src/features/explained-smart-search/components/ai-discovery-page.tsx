import { Box, Card, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ExplainedSmartSearchWidget } from './explained-smart-search-widget';

const FEATURES = [
  {
    title: 'Plain English',
    text: 'Say what you want the way you would say it to a friend: the kind of festival, where, when, your budget and who is coming.',
  },
  {
    title: 'Honest answers',
    text: 'We show what we understood and how sure we are. If nothing fits every part of your search, we say what we relaxed.',
  },
  {
    title: 'Ideas that work',
    text: 'Every suggestion is a search we have checked against the listings, so each one finds festivals.',
  },
];

/** /ai-discovery: the explained Smart Search widget for visitors, with a back link and what it does. */
export function AiDiscoveryPage() {
  usePageMeta('AI Festival Discovery', 'Describe the festival you are looking for in your own words and let Festival Finder find it.');
  return (
    <Container maxW="7xl" py="8" data-testid="ai-discovery-page">
      <Link asChild color="purple.700" fontWeight="medium" mb="4">
        <RouterLink to="/">← Back to Home</RouterLink>
      </Link>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="3xl">
          AI Festival Discovery
        </Heading>
        <Text color="gray.700" fontSize="lg">
          Describe the festival you are looking for and we will find it.
        </Text>
      </Stack>
      <ExplainedSmartSearchWidget />
      <Box mt="12">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {FEATURES.map((f) => (
            <Card.Root key={f.title} data-testid="ai-feature">
              <Card.Body gap="2">
                <Heading as="h2" size="md">
                  {f.title}
                </Heading>
                <Text color="gray.700">{f.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Box>
    </Container>
  );
}
