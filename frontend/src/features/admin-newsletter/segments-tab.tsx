import { Box, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useCreateSegment, useDeleteSegment, useSegments, type Segment } from './api/newsletter-segments';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { formatDay } from '../../lib/admin/format';
import { CheckBox } from './check-box';

const SOURCES = [
  { value: 'website', label: 'Website sign-up' },
  { value: 'admin', label: 'Added by staff' },
  { value: 'import', label: 'Imported' },
];

const describe = (g: Segment) => {
  const from = g.sources ? g.sources.map((s) => SOURCES.find((x) => x.value === s)?.label ?? s).join(', ') : 'Any source';
  const when =
    g.signedUpFrom && g.signedUpTo
      ? ` · signed up ${formatDay(g.signedUpFrom)} – ${formatDay(g.signedUpTo)}`
      : g.signedUpFrom
        ? ` · signed up from ${formatDay(g.signedUpFrom)}`
        : g.signedUpTo
          ? ` · signed up by ${formatDay(g.signedUpTo)}`
          : '';
  return from + when;
};

/**
 * Saved audiences for campaigns: sign-up source and sign-up dates (subscribers record no interests). The size is the
 * server's live count of active subscribers matching.
 */
export function SegmentsTab() {
  const segments = useSegments();
  const create = useCreateSegment();
  const remove = useDeleteSegment();
  const [name, setName] = useState('');
  const [sources, setSources] = useState<string[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const toggle = (value: string, on: boolean) => setSources((s) => (on ? [...s, value] : s.filter((x) => x !== value)));
  const save = () =>
    create.mutate(
      { name, sources: sources.length ? sources : null, signedUpFrom: from || null, signedUpTo: to || null },
      {
        onSuccess: (g) => {
          notifySuccess('Segment created', `“${g.name}”: ${g.size.toLocaleString('en-GB')} active subscribers now.`);
          setName('');
          setSources([]);
          setFrom('');
          setTo('');
        },
        onError: (e) => notifyFailure('Failed to create segment', e),
      },
    );
  return (
    <Stack gap="5">
      <Stack gap="3" p="4" borderWidth="1px" borderRadius="md">
        <Heading as="h3" size="md">
          New segment
        </Heading>
        <Field.Root required>
          <Field.Label>Segment name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} />
        </Field.Root>
        <Text fontSize="sm">Signed up through (none ticked: any)</Text>
        <HStack gap="4" wrap="wrap">
          {SOURCES.map((s) => (
            <CheckBox key={s.value} label={s.label} checked={sources.includes(s.value)} onChange={(on) => toggle(s.value, on)} />
          ))}
        </HStack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root>
            <Field.Label>Signed up from</Field.Label>
            <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Signed up to</Field.Label>
            <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </Field.Root>
        </SimpleGrid>
        <Button alignSelf="start" colorPalette="purple" onClick={save} disabled={!name.trim() || create.isPending}>
          {create.isPending ? 'Saving...' : 'Create Segment'}
        </Button>
      </Stack>
      {segments.isPending ? (
        <Text>Loading segments...</Text>
      ) : (segments.data?.segments ?? []).length === 0 ? (
        <Text color="gray.600">No segments yet. Campaigns go to every active subscriber until you create one.</Text>
      ) : (
        <Stack gap="2">
          {segments.data!.segments.map((g) => (
            <HStack key={g.id} p="3" borderWidth="1px" borderRadius="md" justify="space-between" data-testid="segment-row">
              <Box>
                <Text fontWeight="semibold">{g.name}</Text>
                <Text fontSize="sm" color="gray.600">
                  {describe(g)} · {g.size.toLocaleString('en-GB')} active subscriber{g.size === 1 ? '' : 's'}
                </Text>
              </Box>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Delete segment ${g.name}`}
                loading={remove.isPending && remove.variables === g.id}
                onClick={() =>
                  remove.mutate(g.id, { onSuccess: () => notifySuccess('Segment deleted'), onError: (e) => notifyFailure('Failed to delete segment', e) })
                }
              >
                Delete
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
