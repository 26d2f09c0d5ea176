import { Badge, Card, Heading, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import type { aiAnalyzeAnswerSchema, aiEnhanceAnswerSchema, aiVariationsAnswerSchema } from '../../lib/api/api-contracts.admin.gen';
import { ApplyButton } from './apply-button';
import { CopyButton } from '../../components/admin/copy-button';
import { ProvenanceNote } from './provenance-note';

export type EnhanceResult = ReturnType<(typeof aiEnhanceAnswerSchema)['parse']>;
export type AnalyzeResult = ReturnType<(typeof aiAnalyzeAnswerSchema)['parse']>;
export type VariationsResult = ReturnType<(typeof aiVariationsAnswerSchema)['parse']>;

const percent = (x: number) => `${Math.round(x * 100)}%`;

function Paragraphs({ text }: { text: string }) {
  return (
    <Stack gap="2" fontSize="sm" whiteSpace="pre-line">
      {text.split(/\n{2,}/).map((p, i) => (
        <Text key={i}>{p}</Text>
      ))}
    </Stack>
  );
}

function Bullets({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      <List.Root fontSize="sm" ps="4">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function Keywords({ title, words }: { title: string; words: string[] }) {
  if (!words.length) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      <HStack wrap="wrap" gap="1">
        {words.map((w) => (
          <Badge key={w} variant="subtle" colorPalette="blue">
            {w}
          </Badge>
        ))}
      </HStack>
    </Stack>
  );
}

export function EnhancementCard({ result, eventTitle }: { result: EnhanceResult; eventTitle: string }) {
  return (
    <Card.Root data-testid="enhancement-result">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="sm">
            Enhanced Description
          </Heading>
          <Badge colorPalette="green">Confidence {percent(result.confidence)}</Badge>
        </HStack>
        <Paragraphs text={result.enhancedDescription} />
        <HStack gap="2">
          <CopyButton text={result.enhancedDescription} label="Copy enhanced description" />
          <ApplyButton suggestion={result.suggestion} eventTitle={eventTitle} />
        </HStack>
        <ProvenanceNote provider={result.provider} model={result.model} fallbackReason={result.fallbackReason} factIssues={result.factIssues} />
        <Bullets title="Improvements" items={result.improvements} />
        <Keywords title="SEO Keywords Added" words={result.seoKeywords} />
      </Card.Body>
    </Card.Root>
  );
}

export function AnalysisCard({ result }: { result: AnalyzeResult }) {
  return (
    <Card.Root data-testid="analysis-result">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="sm">
            Quality Analysis
          </Heading>
          <Text fontWeight="bold" fontSize="lg" aria-label={`Quality score ${result.score} out of 100`}>
            {result.score}/100
          </Text>
        </HStack>
        <Bullets title="Strengths" items={result.strengths} />
        <Bullets title="Suggestions" items={result.suggestions} />
        <Keywords title="Recommended Keywords" words={result.keywords} />
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" fontSize="xs" color="gray.600">
            How the score is measured
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Measure</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
              <Table.ColumnHeader>Detail</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.measures.map((m) => (
              <Table.Row key={m.name}>
                <Table.Cell>{m.name}</Table.Cell>
                <Table.Cell textAlign="end">{percent(m.score)}</Table.Cell>
                <Table.Cell fontSize="xs">{m.detail}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <ProvenanceNote provider={result.provider} model={result.model} fallbackReason={result.fallbackReason} />
      </Card.Body>
    </Card.Root>
  );
}

export function VariationsCard({ result, eventTitle }: { result: VariationsResult; eventTitle: string }) {
  return (
    <Card.Root data-testid="variations-result">
      <Card.Body gap="3">
        <Heading as="h3" size="sm">
          Variations
        </Heading>
        <ProvenanceNote provider={result.provider} model={result.model} fallbackReason={result.fallbackReason} />
        {result.suggestions.map((s, i) => (
          <Stack key={s.id} gap="2" borderTopWidth={i ? '1px' : 0} pt={i ? '3' : 0}>
            <Text fontWeight="semibold" fontSize="sm">
              Variation {i + 1}
            </Text>
            <Paragraphs text={s.text ?? ''} />
            <HStack gap="2">
              <CopyButton text={s.text ?? ''} label={`Copy variation ${i + 1}`} />
              <ApplyButton suggestion={s} eventTitle={eventTitle} />
            </HStack>
            {s.factIssues.length > 0 && <ProvenanceNote provider={s.provider} model={s.model} fallbackReason={null} factIssues={s.factIssues} />}
          </Stack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
