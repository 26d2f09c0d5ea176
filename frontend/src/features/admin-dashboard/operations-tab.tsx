import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useOperations } from '../../lib/admin/api/get-operations';
import { OperationItem } from '../../components/admin/operation-item';

/** Spec: the operations list keeps the latest 10 entries. */
export const OPERATIONS_SHOWN = 10;

export function OperationsTab() {
  const ops = useOperations(OPERATIONS_SHOWN, 0);
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          Recent operations
        </Heading>
        {ops.isPending && <Text>Loading operations...</Text>}
        {ops.isError && <Text color="red.700">Operations could not be loaded: {errorMessage(ops.error)}</Text>}
        {ops.data && ops.data.items.length === 0 && <Text>No recent operations to display</Text>}
        {ops.data && ops.data.items.length > 0 && (
          <Stack as="ul" gap="3" m="0" p="0">
            {ops.data.items.slice(0, OPERATIONS_SHOWN).map((op) => (
              <OperationItem key={op.id} op={op} />
            ))}
          </Stack>
        )}
        {ops.data && ops.data.total > OPERATIONS_SHOWN && (
          <Text fontSize="sm" color="gray.600">
            Showing the latest {OPERATIONS_SHOWN} of {ops.data.total} operations.{' '}
            <Link asChild color="purple.700">
              <RouterLink to="/admin/operations">See the whole log</RouterLink>
            </Link>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
