import { Card, Heading, Table, Text } from '@chakra-ui/react';
import { useAiUsage } from './api/ai-usage';

const number = new Intl.NumberFormat('en-GB');

/** Stored token usage per provider, model and task (GET /api/admin/ai/usage). */
export function AiUsagePanel() {
  const usage = useAiUsage();
  const totals = usage.data?.totals ?? [];
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          AI usage
        </Heading>
        {usage.isPending && <Text role="status">Loading usage...</Text>}
        {usage.isSuccess && totals.length === 0 && <Text color="gray.600">No AI calls recorded yet.</Text>}
        {totals.length > 0 && (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Provider</Table.ColumnHeader>
                <Table.ColumnHeader>Task</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Calls</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Failed</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Tokens</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {totals.map((t) => (
                <Table.Row key={`${t.provider}-${t.model}-${t.task}`}>
                  <Table.Cell>
                    {t.provider}{' '}
                    <Text as="span" fontSize="xs" color="gray.600">
                      ({t.model})
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{t.task}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(t.calls)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(t.failures)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(t.totalTokens)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
