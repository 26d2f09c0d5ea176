import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One dashboard launcher group: a title, what it is for, and its buttons. */
export function LauncherCard({ title, description, children, footer }: { title: string; description: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {description}
        </Text>
        <Stack direction="row" wrap="wrap" gap="2">
          {children}
        </Stack>
        {footer}
      </Card.Body>
    </Card.Root>
  );
}
