import { Badge, Card, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useB2bPackages } from './api/get-b2b-packages';

/** Packages: the listing packages served by the API (prices from configuration, GBP). */
export function PackagesTab() {
  const packages = useB2bPackages();
  if (packages.isError) return <Text color="red.600">Could not load the packages.</Text>;
  if (!packages.data) return <Text>Loading packages…</Text>;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {packages.data.items.map((p) => (
        <Card.Root key={p.id} data-testid="b2b-package" borderColor={p.popular ? 'blue.500' : undefined} borderWidth={p.popular ? '2px' : undefined}>
          <Card.Body gap="2">
            <HStack justify="space-between">
              <Heading as="h3" size="md">
                Festival Finder {p.name}
              </Heading>
              {p.popular && <Badge colorPalette="blue">Popular</Badge>}
            </HStack>
            <Text fontSize="2xl" fontWeight="bold">
              {p.priceLabel}
            </Text>
            <Text>{p.eventsLabel} per month</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
