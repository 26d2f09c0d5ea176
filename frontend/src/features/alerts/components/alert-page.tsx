import { Box, Container, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the pages alert mails lead to. */
export function AlertPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxW="2xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="xl" mb="6">
        {title}
      </Heading>
      <Box>{children}</Box>
    </Container>
  );
}
