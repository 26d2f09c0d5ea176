import { Badge, Box, Container, Heading, HStack, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { categoriesQueryOptions } from '../lib/api/categories/get-categories';
import { currentUkYear } from '../lib/format-date';
import { errorPageContent, popularDestinations, type ErrorPageType } from '../lib/error-page';
import { usePageMeta } from '../hooks/use-page-meta';
import { Button } from './button';

export interface ErrorPageProps {
  type: ErrorPageType;
  segment?: string;
  reason?: 'past' | 'too-far' | 'format';
}

export function ErrorPage({ type, segment, reason }: ErrorPageProps) {
  const path = useRouterState({ select: (s) => s.location.href });
  // Suggestions name the categories the back office lists today; the page still renders if they fail to load.
  const categories = useQuery({ ...categoriesQueryOptions(), retry: false }).data ?? [];
  const content = errorPageContent(type, { path, segment, reason, currentYear: currentUkYear(), categories });
  usePageMeta(content.title, content.description);
  return (
    <Container maxW="3xl" py="16" data-testid="error-page">
      <Stack gap="5" textAlign="center" align="center">
        <Badge colorPalette="red" variant="solid" fontSize="sm" px="3" py="1" data-testid="error-code">
          {content.code.toUpperCase()}
        </Badge>
        <Heading as="h1" size="3xl">
          {content.title}
        </Heading>
        <Text fontSize="lg" color="gray.700">
          {content.description}
        </Text>
        <Text fontSize="sm" color="gray.700">
          Requested URL: <code>{path}</code>
        </Text>
        <Box>
          <Heading as="h2" size="md" mb="2">
            Suggested links
          </Heading>
          <List.Root listStyleType="none" gap="1">
            {content.suggestions.map((s) => (
              <List.Item key={s.label}>
                <ChakraLink asChild color="purple.700" textDecoration="underline">
                  <Link to={s.to} search={s.search}>
                    {s.label}
                  </Link>
                </ChakraLink>
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Box>
          <Heading as="h2" size="md" mb="2">
            Popular destinations
          </Heading>
          <HStack wrap="wrap" justify="center" gap="3">
            {popularDestinations(categories).map((s) => (
              <ChakraLink key={s.to} asChild color="purple.700" textDecoration="underline">
                <Link to={s.to}>{s.label}</Link>
              </ChakraLink>
            ))}
          </HStack>
        </Box>
        <HStack gap="3">
          <Button asChild colorPalette="purple">
            <Link to="/">Back to Home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/search">Search Events</Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
