import { Card, Field, Heading, HStack, Input, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DISCOVERY_CATEGORIES } from '@contracts/discovery/discovery-categories';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { discoveryKeys, useDiscoveryRun, useDiscoveryRuns, useStartDiscovery, type DiscoveryAction } from './api/discovery-runs';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { CATEGORY_LABELS, currentUkYear, REGION_OPTIONS } from './discovery-labels';
import { DiscoveryProgress, type ProgressBanner } from './discovery-progress';
import { DiscoveryResults } from './discovery-results';
import { DiscoverySites } from './discovery-sites';

/** The progress banner stays this long after a run ends (spec section 4). */
const BANNER_CLEAR_MS = 5000;

/**
 * The AI event discovery admin tool: filters, four discovery calls, the live progress of the run they start (polled
 * from the server) and the results log of every run, newest first.
 */
export function DiscoveryPage() {
  const queryClient = useQueryClient();
  const runs = useDiscoveryRuns();
  const start = useStartDiscovery();
  const [category, setCategory] = useState('');
  const [region, setRegion] = useState('');
  const [year, setYear] = useState(currentUkYear);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useDiscoveryRun(activeId);

  // A run already going (started elsewhere, or before a reload) shows its progress too.
  useEffect(() => {
    if (activeId) return;
    const going = runs.data?.items.find((r) => r.status === 'running');
    if (going) setActiveId(going.id);
  }, [runs.data, activeId]);

  const ended = run.data && run.data.status !== 'running' ? run.data : null;
  useEffect(() => {
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: discoveryKeys.runs });
    const t = window.setTimeout(() => setActiveId(null), BANNER_CLEAR_MS);
    return () => window.clearTimeout(t);
  }, [ended, queryClient]);

  useEffect(() => {
    if (!failure) return;
    const t = window.setTimeout(() => setFailure(null), BANNER_CLEAR_MS);
    return () => window.clearTimeout(t);
  }, [failure]);

  const pending = start.isPending || (!!activeId && run.data?.status !== 'complete' && run.data?.status !== 'error');
  const yearValid = /^\d{4}$/.test(year.trim());

  const launch = (action: DiscoveryAction) => {
    setFailure(null);
    start.mutate(action, {
      onSuccess: (started) => {
        setActiveId(started.id);
        notifySuccess('Discovery started', 'Progress shows above the results.');
      },
      onError: (error) => {
        setFailure(errorMessage(error, 'Connection failed - please try again'));
        notifyFailure('Discovery Failed', error);
      },
    });
  };

  const banner: ProgressBanner | null = failure
    ? { label: 'Error', value: 0, detail: failure }
    : start.isPending
      ? { label: 'Initializing', value: 0 }
      : run.data
        ? { label: run.data.phase, value: run.data.progress, detail: run.data.result?.message }
        : activeId
          ? { label: 'Initializing', value: 0 }
          : null;

  return (
    <Stack gap="6" maxW="5xl" mx="auto" p={{ base: 4, md: 8 }}>
      <Stack gap="1">
        <Link asChild fontSize="sm">
          <RouterLink to="/admin">← Admin dashboard</RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          AI Event Discovery
        </Heading>
        <Text color="gray.700">
          Finds events on the configured organiser and venue websites, iCalendar feeds and ticket APIs (and AI proposals confirmed by their official page),
          skips ones already listed and imports the rest with their source recorded.
        </Text>
      </Stack>

      {banner && <DiscoveryProgress banner={banner} />}

      <Card.Root>
        <Card.Body gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Field.Root>
              <Field.Label>Category</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={category} onChange={(e) => setCategory(e.target.value)}>
                  <option value="">All categories</option>
                  {DISCOVERY_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {CATEGORY_LABELS[c]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Region</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={region} onChange={(e) => setRegion(e.target.value)}>
                  <option value="">All regions</option>
                  {REGION_OPTIONS.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root invalid={!yearValid}>
              <Field.Label>Year</Field.Label>
              <Input size="sm" inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} maxLength={4} />
              {!yearValid && <Field.ErrorText>Enter a year such as {currentUkYear()}.</Field.ErrorText>}
            </Field.Root>
          </SimpleGrid>
          <HStack wrap="wrap" gap="2">
            <Button size="sm" disabled={pending} onClick={() => launch({ kind: 'smart', category: category || undefined })}>
              Smart Discovery
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={pending || !category || !yearValid}
              onClick={() => launch({ kind: 'category', category, timeframe: year.trim() })}
            >
              Discover by Category
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={pending || !region || !yearValid}
              onClick={() => launch({ kind: 'region', region, timeframe: year.trim() })}
            >
              Discover by Region
            </Button>
            <Button size="sm" variant="outline" disabled={pending || !yearValid} onClick={() => launch({ kind: 'premium-venues', timeframe: year.trim() })}>
              Premium Venues
            </Button>
          </HStack>
          <Text fontSize="sm" color="gray.600">
            Category discovery needs a category; regional discovery needs a region. Buttons stay disabled while a run is going.
          </Text>
        </Card.Body>
      </Card.Root>

      <Stack gap="3">
        <Heading as="h2" size="lg">
          Results
        </Heading>
        {runs.isPending && <Text>Loading results...</Text>}
        {runs.isError && <Text color="red.700">Results could not be loaded: {errorMessage(runs.error)}</Text>}
        {runs.data && <DiscoveryResults runs={runs.data.items} />}
      </Stack>

      <DiscoverySites />
    </Stack>
  );
}
