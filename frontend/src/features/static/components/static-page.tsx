import { Container, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function StaticPage({ title, description, effective, children }: { title: string; description: string; effective?: string; children: React.ReactNode }) {
  usePageMeta(title, description);
  return (
    <Container maxW="4xl" py="8">
      <ChakraLink asChild color="purple.700">
        <Link to="/">← Back to Home</Link>
      </ChakraLink>
      <Heading as="h1" size="3xl" mt="4">
        {title}
      </Heading>
      {effective && (
        <Text color="gray.700" mt="1">
          Effective date: {effective}
        </Text>
      )}
      <Stack gap="6" mt="8" className="prose">
        {children}
      </Stack>
    </Container>
  );
}

export function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="2" as="section">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
