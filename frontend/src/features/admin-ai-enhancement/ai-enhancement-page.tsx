import { chakra, Card, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FOCUSES, LENGTHS, TONES } from '@contracts/ai/ai-description-options';
import type { EnhancementOptions } from '@contracts/ai/ai-description.schemas';
import { useAnalyzeDescription } from './api/ai-analyze-description';
import { useEnhanceDescription } from './api/ai-enhance-description';
import { useGenerateVariations } from './api/ai-generate-variations';
import { useAdminEvent } from '../../lib/admin/api/get-admin-event';
import { useAdminEvents } from '../../lib/admin/api/get-admin-events';
import { notify } from '../../components/notify';
import { notifySuccess } from '../../components/admin/admin-notify';
import { formatDay } from '../../lib/admin/format';
import { AnalysisCard, EnhancementCard, VariationsCard, type AnalyzeResult, type EnhanceResult, type VariationsResult } from './ai-results';
import { AiUsagePanel } from './ai-usage-panel';
import { SavedSuggestions } from './saved-suggestions';
import { AI_EVENT_PICKER_PARAMS } from './ai-enhancement-route';
import { Button } from '../../components/button';

const Checkbox = chakra('input', { base: { width: '4', height: '4', accentColor: 'purple.600', cursor: 'pointer' } });

const LABELS: Record<string, string> = {
  exciting: 'Exciting',
  professional: 'Professional',
  casual: 'Casual',
  vibrant: 'Vibrant',
  'family-friendly': 'Family-friendly',
  'music-focused': 'Music-focused',
  cultural: 'Cultural',
  'food-and-drink': 'Food and drink',
  short: 'Short (50-100 words)',
  medium: 'Medium (100-200 words)',
  long: 'Long (200-300 words)',
};
const DEFAULT_OPTIONS: EnhancementOptions = { tone: 'exciting', focus: 'music-focused', length: 'medium', includeKeywords: true };

/** /ai-enhancement: enhance, analyse and vary an event's description; results side by side; Apply through the event's history. */
export function AiEnhancementPage() {
  const [filter, setFilter] = useState('');
  // The list holds 100 events at a time; the filter narrows it by title, town or text.
  const events = useAdminEvents({ q: filter.trim() || undefined, ...AI_EVENT_PICKER_PARAMS });
  const [eventId, setEventId] = useState<string>('');
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          AI Description Enhancement
        </Heading>
        <Text color="gray.600">Improve event descriptions. Every suggestion is checked against the event's facts and nothing changes until you apply it.</Text>
      </Stack>
      <Field.Root maxW="xl">
        <Field.Label>Find an event</Field.Label>
        <Input value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Title, town or words from the description" maxLength={200} />
      </Field.Root>
      <Field.Root maxW="xl">
        <Field.Label>Event</Field.Label>
        <NativeSelect.Root disabled={events.isPending}>
          <NativeSelect.Field value={eventId} onChange={(e) => setEventId(e.target.value)}>
            <option value="">{events.isPending ? 'Loading events...' : 'Choose an event'}</option>
            {(events.data?.items ?? []).map((e) => (
              <option key={e.id} value={e.id}>
                {e.title} - {e.category}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {eventId ? <EventWorkspace key={eventId} eventId={eventId} /> : <Text color="gray.600">Select an event above to enhance its description.</Text>}
      <AiUsagePanel />
    </Stack>
  );
}

function EventWorkspace({ eventId }: { eventId: string }) {
  const event = useAdminEvent(eventId);
  const [options, setOptions] = useState<EnhancementOptions>(DEFAULT_OPTIONS);
  const [enhanced, setEnhanced] = useState<EnhanceResult | null>(null);
  const [analysis, setAnalysis] = useState<AnalyzeResult | null>(null);
  const [variations, setVariations] = useState<VariationsResult | null>(null);
  const enhance = useEnhanceDescription();
  const analyze = useAnalyzeDescription();
  const generate = useGenerateVariations();
  const ev = event.data?.event;
  const title = ev?.title ?? '';

  const runEnhance = () =>
    enhance.mutate(
      { eventId, options },
      {
        onSuccess: (r) => {
          setEnhanced(r);
          notifySuccess('Enhancement Complete', r.fallbackReason ? `Written by the local writer: ${r.fallbackReason}` : undefined);
        },
        onError: () => notify({ title: 'Enhancement Failed', description: 'Failed to enhance description. Please try again.', type: 'error' }),
      },
    );
  const runAnalyze = () =>
    analyze.mutate(eventId, {
      onSuccess: (r) => {
        setAnalysis(r);
        notifySuccess('Analysis Complete', `Quality score ${r.score}/100.`);
      },
      onError: () => notify({ title: 'Analysis Failed', description: 'Failed to analyze description. Please try again.', type: 'error' }),
    });
  const runGenerate = () =>
    generate.mutate(eventId, {
      onSuccess: (r) => {
        setVariations(r);
        notifySuccess('Variations Generated', `${r.variations.length} variations.`);
      },
      onError: () => notify({ title: 'Generation Failed', description: 'Failed to generate variations. Please try again.', type: 'error' }),
    });

  const select = (name: 'tone' | 'focus' | 'length', values: readonly string[]) => (
    <Field.Root>
      <Field.Label>{name.charAt(0).toUpperCase() + name.slice(1)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={options[name]} onChange={(e) => setOptions((o) => ({ ...o, [name]: e.target.value }))}>
          {values.map((v) => (
            <option key={v} value={v}>
              {LABELS[v]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body gap="2">
          {event.isPending && <Text role="status">Loading event...</Text>}
          {ev && (
            <>
              <Heading as="h2" size="md">
                {ev.title}
              </Heading>
              <Text fontSize="sm" color="gray.600">
                {ev.category} · {ev.city} · {formatDay(ev.startDate)} – {formatDay(ev.endDate)}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-line" data-testid="current-description">
                {ev.description}
              </Text>
            </>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {select('tone', TONES)}
            {select('focus', FOCUSES)}
            {select('length', LENGTHS)}
          </SimpleGrid>
          <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
            <Checkbox type="checkbox" checked={options.includeKeywords} onChange={(e) => setOptions((o) => ({ ...o, includeKeywords: e.target.checked }))} />
            Include SEO keywords
          </chakra.label>
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="purple" onClick={runEnhance} loading={enhance.isPending} loadingText="Enhancing..." disabled={!ev}>
              Enhance Description
            </Button>
            <Button variant="outline" onClick={runAnalyze} loading={analyze.isPending} loadingText="Analyzing..." disabled={!ev}>
              Analyze Quality
            </Button>
            <Button variant="outline" onClick={runGenerate} loading={generate.isPending} loadingText="Generating..." disabled={!ev}>
              Generate Variations
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      {(enhanced || analysis || variations) && (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
          {enhanced && <EnhancementCard result={enhanced} eventTitle={title} />}
          {analysis && <AnalysisCard result={analysis} />}
          {variations && <VariationsCard result={variations} eventTitle={title} />}
        </SimpleGrid>
      )}
      <SavedSuggestions eventId={eventId} eventTitle={title} />
    </Stack>
  );
}
