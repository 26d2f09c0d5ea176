import { Card, Heading, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useAdminVenues } from './api/admin-venues';

/** /admin/venues: every venue, searchable by name or town, each opening its editor. */
export function VenuesListPage({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  // Search as the admin types, a moment after the last key.
  useEffect(() => {
    const timer = setTimeout(() => text.trim() !== q && onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);
  const venues = useAdminVenues(q);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Venues
      </Heading>
      <Input aria-label="Search venues by name or town" placeholder="Search by name or town" value={text} onChange={(e) => setText(e.target.value)} maxW="md" />
      {venues.isPending && <Text role="status">Loading venues...</Text>}
      {venues.isError && <Text color="red.700">Venues could not be loaded: {errorMessage(venues.error)}</Text>}
      {venues.data && (
        <Card.Root>
          <Card.Body gap="3">
            <Text role="status">{venues.data.total === 1 ? '1 venue' : `${venues.data.total} venues`}</Text>
            <Table.Root size="sm" data-testid="venues-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Town</Table.ColumnHeader>
                  <Table.ColumnHeader>Region</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {venues.data.items.map((v) => (
                  <Table.Row key={v.id}>
                    <Table.Cell>
                      <Link asChild>
                        <RouterLink to="/admin/venues/$id" params={{ id: v.id }}>
                          {v.name}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{v.town}</Table.Cell>
                    <Table.Cell>{v.region}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
