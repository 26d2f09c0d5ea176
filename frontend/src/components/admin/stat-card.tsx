import { Card, Skeleton, Text } from '@chakra-ui/react';

/** A figure with its label and a short note (plain text: Chakra's Stat markup breaks the definition-list rules). */
export function StatCard({ label, value, help, loading, tone }: { label: string; value: string; help?: string; loading?: boolean; tone?: string }) {
  return (
    <Card.Root>
      <Card.Body gap="1">
        <Text fontSize="sm" color="gray.600" fontWeight="medium">
          {label}
        </Text>
        {loading ? (
          <Skeleton h="8" w="24" />
        ) : (
          <Text fontSize="2xl" fontWeight="bold" color={tone} data-testid={`stat-${label.toLowerCase().replace(/\W+/g, '-')}`}>
            {value}
          </Text>
        )}
        {help && (
          <Text fontSize="xs" color="gray.600">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
