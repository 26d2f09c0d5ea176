import { Badge, Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../api/admin-client';
import { useOperations, type Operation } from '../api/get-operations';
import { formatDateTime } from '../components/format';

/** Spec: the operations list keeps the latest 10 entries. */
export const OPERATIONS_SHOWN = 10;

export function describeActor(actor: unknown): string {
  if (!actor || typeof actor !== 'object') return typeof actor === 'string' ? actor : 'system';
  const a = actor as { kind?: string; username?: string; name?: string };
  if (a.kind === 'admin' && a.username) return a.username;
  if (a.kind === 'job' && a.name) return `job ${a.name}`;
  return a.username ?? a.name ?? a.kind ?? 'system';
}

function OperationItem({ op }: { op: Operation }) {
  const tone = op.success === null ? 'blue' : op.success ? 'green' : 'red';
  const label = op.success === null ? 'Running' : op.success ? 'Success' : 'Failed';
  const hasData = op.data !== undefined && op.data !== null && !(typeof op.data === 'object' && Object.keys(op.data as object).length === 0);
  return (
    <Box as="li" listStyleType="none" borderLeftWidth="4px" borderColor={`${tone}.500`} bg={`${tone}.50`} p="3" borderRadius="md" data-testid="operation">
      <Flex justify="space-between" gap="3" wrap="wrap">
        <Stack direction="row" align="center" gap="2">
          <Badge colorPalette={tone}>{label}</Badge>
          <Text fontWeight="semibold">{op.kind}</Text>
          <Text fontSize="sm" color="gray.600">
            by {describeActor(op.actor)}
          </Text>
        </Stack>
        <Text fontSize="sm" color="gray.700">
          <time dateTime={op.startedAt}>{formatDateTime(op.finishedAt ?? op.startedAt)}</time>
        </Text>
      </Flex>
      {op.message && <Text mt="1">{op.message}</Text>}
      {hasData && (
        <Box as="pre" mt="2" p="2" bg="white" borderRadius="sm" fontSize="xs" overflowX="auto" whiteSpace="pre-wrap">
          {JSON.stringify(op.data, null, 2)}
        </Box>
      )}
    </Box>
  );
}

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
            Showing the latest {OPERATIONS_SHOWN} of {ops.data.total} operations.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
