import { Heading, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { ExplainedSmartSearchWidget } from '../../../features/explained-smart-search/components/explained-smart-search-widget';

/** The admin launcher of the explained Smart Search: the visitors' widget inside the admin layout, with the OpenAI switch. */
export const Route = createFileRoute('/_admin/_gated/ai-search')({
  component: function AdminSmartSearchRoute() {
    return (
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Smart Search, explained
          </Heading>
          <Text color="gray.600">Search the live catalogue as visitors do and see how each query is read.</Text>
        </Stack>
        <ExplainedSmartSearchWidget allowAiToggle />
      </Stack>
    );
  },
});
