import { chakra, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { useAdminEvents } from '../../lib/admin/api/get-admin-events';

export interface PickedEvent {
  id: string;
  title: string;
}

/** Search events by title (the admin events list) and pick one; no ids to paste. */
export function EventPicker({ value, onChange }: { value: PickedEvent | null; onChange: (event: PickedEvent | null) => void }) {
  const [q, setQ] = useState('');
  const term = q.trim();
  const events = useAdminEvents({ q: term, status: 'published', sort: 'startDate', order: 'asc', limit: 8 });

  if (value)
    return (
      <HStack justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="picked-event">
        <Text fontWeight="medium">{value.title}</Text>
        <Button size="xs" variant="outline" onClick={() => onChange(null)}>
          Change event
        </Button>
      </HStack>
    );

  return (
    <Field.Root>
      <Field.Label>Event</Field.Label>
      <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder="Search events by title" aria-label="Search events by title" />
      <Field.HelperText>Optional. Pick an event to link it; with no text, the text is composed from its details.</Field.HelperText>
      {term.length >= 2 && (
        <Stack gap="1" mt="1" role="listbox" aria-label="Matching events" w="full">
          {events.data?.items.length === 0 && <Text color="gray.600">No published event matches “{term}”.</Text>}
          {events.data?.items.map((e) => (
            <chakra.button
              type="button"
              role="option"
              key={e.id}
              textAlign="start"
              px="3"
              py="1.5"
              borderRadius="md"
              _hover={{ bg: 'gray.100' }}
              onClick={() => onChange({ id: e.id, title: e.title })}
            >
              {e.title}
              <Text as="span" color="gray.600" fontSize="sm">
                {' '}
                {[e.city, e.startDate?.slice(0, 10)].filter(Boolean).join(' · ')}
              </Text>
            </chakra.button>
          ))}
        </Stack>
      )}
    </Field.Root>
  );
}
