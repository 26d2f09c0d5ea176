import { Heading, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { AiSearchWidget } from '../../../features/ai-search/components/ai-search-widget';

/** The admin launcher of the AI search: the visitors' widget inside the admin layout, with the OpenAI switch. */
export const Route = createFileRoute('/_admin/_gated/ai-search')({
  component: function AdminAiSearchRoute() {
    return (
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            AI Search
          </Heading>
          <Text color="gray.600">Search the live catalogue as visitors do and see how each query is read.</Text>
        </Stack>
        <AiSearchWidget allowAiToggle />
      </Stack>
    );
  },
});
