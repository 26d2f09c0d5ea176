import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { B2bCompetitor, B2bInsights } from '../../lib/api/api-contracts.admin.gen';
import { useState } from 'react';
import { Button } from '../../components/button';
import { notifyFailure } from '../../components/admin/admin-notify';
import { useCompetitorAnalysis } from './api/get-competitor-analysis';
import { useIndustryInsights } from './api/get-industry-insights';
import { AUDIENCE_LABEL } from './b2b-labels';
import { FormAlert } from './form-alert';
import { OptionSelect } from './option-select';

type Audience = keyof typeof AUDIENCE_LABEL;

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{title}</Text>
      {items.map((i) => (
        <Text key={i}>• {i}</Text>
      ))}
    </Stack>
  );
}

const by = (r: { provider: string; model: string }) => (r.provider === 'openai' ? `OpenAI (${r.model})` : 'Local writer');

/** Insights: an audience's pain points and our answers; competitor positioning against generic alternatives. */
export function InsightsTab() {
  const [audience, setAudience] = useState<Audience | ''>('');
  const [alert, setAlert] = useState<string | null>(null);
  const [insights, setInsights] = useState<B2bInsights | null>(null);
  const [rivals, setRivals] = useState<B2bCompetitor | null>(null);
  const insightsCall = useIndustryInsights();
  const rivalsCall = useCompetitorAnalysis();

  const getInsights = () => {
    if (!audience) return setAlert('Please select a target audience first');
    setAlert(null);
    insightsCall.mutate({ targetAudience: audience }, { onSuccess: setInsights, onError: (err) => notifyFailure('Insights Failed', err) });
  };
  const getRivals = () => rivalsCall.mutate(undefined, { onSuccess: setRivals, onError: (err) => notifyFailure('Competitor Analysis Failed', err) });

  return (
    <Stack gap="5">
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Industry insights
          </Heading>
          <OptionSelect label="Insights audience" value={audience} onChange={setAudience} options={AUDIENCE_LABEL} />
          <FormAlert message={alert} />
          <HStack wrap="wrap">
            <Button onClick={getInsights} loading={insightsCall.isPending}>
              Get insights
            </Button>
            <Button variant="outline" onClick={getRivals} loading={rivalsCall.isPending}>
              Competitor analysis
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      {insights && (
        <Card.Root data-testid="b2b-insights">
          <Card.Body gap="3">
            <HStack justify="space-between">
              <Heading as="h3" size="md">
                Insights
              </Heading>
              <Badge>{by(insights)}</Badge>
            </HStack>
            <List title="Pain points" items={insights.painPoints} />
            <List title="How Festival Finder helps" items={insights.solutions} />
            <List title="From our catalogue" items={insights.caseStudies} />
          </Card.Body>
        </Card.Root>
      )}
      {rivals && (
        <Card.Root data-testid="b2b-competitors">
          <Card.Body gap="3">
            <HStack justify="space-between">
              <Heading as="h3" size="md">
                Competitor analysis
              </Heading>
              <Badge>{by(rivals)}</Badge>
            </HStack>
            <List title="Alternatives organisers use" items={rivals.competitors} />
            <List title="What sets us apart" items={rivals.differentiators} />
            <Text>{rivals.positioning}</Text>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
