import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { DiscoveryRun } from '../../lib/api/api-contracts.admin.gen';
import { CATEGORY_LABELS, formatLondon, KIND_LABELS, runScope } from './discovery-labels';

const SAMPLES = 4;

/** A run's badge says its outcome: a run in which some source failed is not a success. */
const BADGES = {
  running: { label: 'Running', palette: 'blue' },
  success: { label: 'Success', palette: 'green' },
  partial: { label: 'Partly failed', palette: 'orange' },
  failed: { label: 'Failed', palette: 'red' },
} as const;

function runBadge(run: DiscoveryRun): keyof typeof BADGES {
  if (run.status === 'running') return 'running';
  return run.result?.outcome ?? (run.result?.success ? 'success' : 'failed');
}

/** The results log: every run newest first, its counts, problems and up to four of the events it added. */
export function DiscoveryResults({ runs }: { runs: DiscoveryRun[] }) {
  if (runs.length === 0) return <Text>No discovery runs yet.</Text>;
  return (
    <Stack as="ol" gap="3" m="0" p="0" data-testid="discovery-results">
      {runs.map((run) => (
        <Box as="li" listStyleType="none" key={run.id} borderWidth="1px" borderRadius="md" p="3" bg="white" data-testid="discovery-result">
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="semibold">
              {KIND_LABELS[run.kind]} · {runScope(run)}
            </Text>
            <Badge colorPalette={BADGES[runBadge(run)].palette}>{BADGES[runBadge(run)].label}</Badge>
          </HStack>
          <Text fontSize="sm" color="gray.600">
            Started {formatLondon(run.startedAt)} by {run.actor}
          </Text>
          {run.result && (
            <>
              <Text mt="1">{run.result.message}</Text>
              <Text fontSize="sm">
                Found {run.result.eventsFound} · Added {run.result.eventsAdded} · Duplicates skipped {run.result.duplicatesSkipped}
                {run.result.datesConfirmed ? ` · Dates confirmed ${run.result.datesConfirmed}` : ''}
              </Text>
              {run.result.events.length > 0 && (
                <List.Root mt="2" fontSize="sm" ps="5">
                  {run.result.events.slice(0, SAMPLES).map((e) => (
                    <List.Item key={e.id}>
                      {e.title} — {e.city} · {CATEGORY_LABELS[e.category] ?? e.category} ({e.status === 'published' ? 'published' : 'draft for review'})
                    </List.Item>
                  ))}
                </List.Root>
              )}
              {run.result.errors.length > 0 && (
                <Box mt="2">
                  <Text fontSize="sm" fontWeight="semibold" color="red.700">
                    {run.result.errors.length} problem{run.result.errors.length === 1 ? '' : 's'}
                  </Text>
                  <List.Root fontSize="sm" ps="5" color="red.700">
                    {run.result.errors.slice(0, 5).map((e, i) => (
                      <List.Item key={i}>{e}</List.Item>
                    ))}
                  </List.Root>
                </Box>
              )}
            </>
          )}
        </Box>
      ))}
    </Stack>
  );
}
