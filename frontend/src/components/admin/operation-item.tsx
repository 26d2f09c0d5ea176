import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { Operation } from '../../lib/admin/api/get-operations';
import { formatDateTime } from '../../lib/admin/format';

export function describeActor(actor: unknown): string {
  if (!actor || typeof actor !== 'object') return typeof actor === 'string' ? actor : 'system';
  const a = actor as { kind?: string; username?: string; name?: string };
  if (a.kind === 'admin' && a.username) return a.username;
  if (a.kind === 'job' && a.name) return `job ${a.name}`;
  return a.username ?? a.name ?? a.kind ?? 'system';
}

export function OperationItem({ op }: { op: Operation }) {
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
