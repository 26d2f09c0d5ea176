import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { B2bContent } from '../../lib/api/api-contracts.admin.gen';
import { FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { CopyButton } from '../../components/admin/copy-button';
import { notifyFailure } from '../../components/admin/admin-notify';
import { useGenerateB2bContent } from './api/generate-b2b-content';
import { AUDIENCE_LABEL, CTA_LABEL, PLATFORM_BENEFITS, PLATFORM_LABEL, TONE_LABEL } from './b2b-labels';
import { FormAlert } from './form-alert';
import { OptionSelect } from './option-select';

type Audience = keyof typeof AUDIENCE_LABEL;
type Platform = keyof typeof PLATFORM_LABEL;
type Tone = keyof typeof TONE_LABEL;
type Cta = keyof typeof CTA_LABEL;

/** Content: B2B copy for an audience, type, tone and call to action, from the catalogue's real figures. */
export function ContentTab() {
  const [audience, setAudience] = useState<Audience | ''>('');
  const [type, setType] = useState<Platform | ''>('');
  const [tone, setTone] = useState<Tone | ''>('');
  const [cta, setCta] = useState<Cta | ''>('');
  const [alert, setAlert] = useState<string | null>(null);
  const [result, setResult] = useState<B2bContent | null>(null);
  const generate = useGenerateB2bContent();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!audience || !type || !tone || !cta) return setAlert('Please fill in all required fields');
    setAlert(null);
    generate.mutate(
      { targetAudience: audience, contentType: type, tone, callToAction: cta, industryStats: true, platformBenefits: PLATFORM_BENEFITS },
      { onSuccess: setResult, onError: (err) => notifyFailure('Content Generation Failed', err) },
    );
  };

  return (
    <Stack gap="5">
      <Card.Root as="form" onSubmit={submit}>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Generate B2B content
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <OptionSelect label="Target audience" value={audience} onChange={setAudience} options={AUDIENCE_LABEL} />
            <OptionSelect label="Content type" value={type} onChange={setType} options={PLATFORM_LABEL} />
            <OptionSelect label="Tone" value={tone} onChange={setTone} options={TONE_LABEL} />
            <OptionSelect label="Call to action" value={cta} onChange={setCta} options={CTA_LABEL} />
          </SimpleGrid>
          <FormAlert message={alert} />
          <Button type="submit" alignSelf="start" loading={generate.isPending}>
            Generate content
          </Button>
        </Card.Body>
      </Card.Root>
      {result && (
        <Card.Root data-testid="b2b-content-result">
          <Card.Body gap="3">
            <HStack justify="space-between">
              <Heading as="h3" size="md">
                Generated content
              </Heading>
              <HStack>
                <Badge>{result.provider === 'openai' ? `OpenAI (${result.model})` : 'Local writer'}</Badge>
                <CopyButton text={result.content} label="Copy content" />
              </HStack>
            </HStack>
            {result.fallbackReason && (
              <Text fontSize="sm" color="gray.600">
                Written locally: {result.fallbackReason}
              </Text>
            )}
            <Text whiteSpace="pre-wrap">{result.content}</Text>
            <Text fontSize="sm">{result.hashtags.join(' ')}</Text>
            <Stack gap="1">
              <Text fontWeight="semibold">Engagement hooks</Text>
              {result.engagementHooks.map((h) => (
                <Text key={h}>• {h}</Text>
              ))}
            </Stack>
            <Stack gap="1">
              <Text fontWeight="semibold">Image prompt</Text>
              <Text>{result.imagePrompt}</Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
