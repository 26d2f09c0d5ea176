import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useAdminEvents } from '../../lib/admin/api/get-admin-events';

/** Spec: the image tool offers the first 20 events (soonest first, drafts and published ones); its route's loader asks the same. */
export const PICKER_EVENTS = 20;
export const PICKER_PARAMS = { status: 'draft,published', sort: 'startDate', order: 'asc', limit: PICKER_EVENTS, page: 1 } as const;

export function EventPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const events = useAdminEvents(PICKER_PARAMS);
  return (
    <Field.Root maxW="lg">
      <Field.Label>Event</Field.Label>
      <NativeSelect.Root disabled={events.isPending}>
        <NativeSelect.Field name="eventId" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose an event…</option>
          {(events.data?.items ?? []).map((e) => (
            <option key={e.id} value={e.id}>
              {e.title} - {e.category}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {events.isError && <Text color="red.700">The events could not be loaded.</Text>}
    </Field.Root>
  );
}
