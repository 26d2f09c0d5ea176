import { Card, Field, Heading, HStack, Input, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { StatCard } from '../../components/admin/stat-card';
import { useConditionalBulkEnhancement } from './api/conditional-bulk-enhancement';
import { useEnhancementStatus } from './api/get-enhancement-status';
import { useScheduledEnhancement } from './api/scheduled-enhancement';
import { BulkResults } from './bulk-tab';

type Results = Parameters<typeof BulkResults>[0]['results'];

export function AutomationTab() {
  const status = useEnhancementStatus();
  const scheduled = useScheduledEnhancement();
  const conditional = useConditionalBulkEnhancement();
  const [max, setMax] = useState('10');
  const [results, setResults] = useState<Results | null>(null);
  const maxValue = Number(max);
  const maxValid = Number.isInteger(maxValue) && maxValue >= 1 && maxValue <= 50;
  const s = status.data;
  return (
    <Stack gap="4">
      {status.isError && <Text color="red.700">Failed to load status</Text>}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatCard label="Total Events" value={String(s?.totalEvents ?? 0)} loading={status.isPending} />
        <StatCard label="Needing Enhancement" value={String(s?.needingEnhancement ?? 0)} loading={status.isPending} />
        <StatCard label="Already Enhanced" value={String(s?.alreadyEnhanced ?? 0)} loading={status.isPending} />
        <StatCard label="Enhanced" value={`${s?.enhancementPercentage ?? 0}%`} loading={status.isPending} help="Refreshed every 30 seconds" />
      </SimpleGrid>
      <Progress.Root value={s?.enhancementPercentage ?? 0} max={100} aria-label="Events enhanced">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root>
          <Card.Body gap="3">
            <Heading as="h3" size="md">
              Scheduled Enhancement
            </Heading>
            <Text fontSize="sm" color="gray.600">
              Runs daily on its own (job scheduled-image-enhancement): up to 20 events that need a better image, applied above 60% confidence.
            </Text>
            <Button
              alignSelf="start"
              loading={scheduled.isPending}
              onClick={() =>
                scheduled.mutate(undefined, {
                  onSuccess: (r) => notifySuccess('Scheduled Enhancement Complete', `${r.processed} processed, ${r.enhanced} enhanced, ${r.skipped} skipped.`),
                  onError: (e) => notifyFailure('Scheduled Enhancement Failed', e),
                })
              }
            >
              Run Scheduled Enhancement Now
            </Button>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap="3">
            <Heading as="h3" size="md">
              Conditional Bulk Enhancement
            </Heading>
            <HStack align="end" gap="2">
              <Field.Root invalid={!maxValid} maxW="40">
                <Field.Label>Maximum events</Field.Label>
                <Input name="maxEnhancements" type="number" min={1} max={50} value={max} onChange={(e) => setMax(e.target.value)} />
                <Field.ErrorText>1 to 50</Field.ErrorText>
              </Field.Root>
              <Button
                disabled={!maxValid}
                loading={conditional.isPending}
                onClick={() =>
                  conditional.mutate(maxValue, {
                    onSuccess: (r) => {
                      setResults(r);
                      notifySuccess('Conditional Enhancement Complete', `${r.enhanced} enhanced, ${r.skipped} skipped, ${r.errors} failed.`);
                    },
                    onError: (e) => notifyFailure('Conditional Enhancement Failed', e),
                  })
                }
              >
                Enhance Events Needing It
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      {results && <BulkResults results={results} />}
    </Stack>
  );
}
