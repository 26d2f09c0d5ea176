import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/button';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { StatCard } from '../../components/admin/stat-card';
import { formatDateTime } from '../../lib/admin/format';
import { useImageQualityAnalysis } from './api/get-image-quality-analysis';
import { useValidateAllImages } from './api/validate-all-images';

/** Spec: the first 10 of each list. */
const SHOWN = 10;

type Row = { id: string; title: string; imageUrl: string; evaluation: { reason: string; score: number } };

function ImageList({ title, rows, total, tone }: { title: string; rows: Row[]; total: number; tone: 'green' | 'red' }) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          {title} ({total})
        </Heading>
        {rows.length === 0 && <Text color="gray.600">None.</Text>}
        <Stack as="ul" gap="3" listStyleType="none" data-testid={`list-${tone}`}>
          {rows.slice(0, SHOWN).map((row) => (
            <HStack as="li" key={row.id} gap="3" align="start">
              <img
                src={row.imageUrl}
                alt=""
                width={96}
                height={54}
                loading="lazy"
                style={{ objectFit: 'cover', borderRadius: 6, background: '#e5e7eb', flexShrink: 0 }}
              />
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{row.title}</Text>
                <Text fontSize="sm" color="gray.700">
                  {row.evaluation.reason}
                </Text>
              </Stack>
              <Badge colorPalette={tone} ms="auto" flexShrink={0}>
                {row.evaluation.score}/100
              </Badge>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function QualityAnalysisTab() {
  const analysis = useImageQualityAnalysis();
  const validate = useValidateAllImages();
  const s = analysis.data?.summary;
  const run = () =>
    validate.mutate(undefined, {
      onSuccess: (r) => notifySuccess('Validation Complete', `${r.analysed} images analysed: ${r.preserved} preserved, ${r.fixed} broken images fixed.`),
      onError: (e) => notifyFailure('Comprehensive Validation Failed', e),
    });
  return (
    <Stack gap="4">
      <HStack wrap="wrap" gap="2">
        <Button onClick={run} loading={validate.isPending}>
          Validate All Images
        </Button>
        <Button variant="outline" onClick={() => void analysis.refetch()} loading={analysis.isFetching}>
          Refresh Analysis
        </Button>
        {analysis.data?.analysedAt && (
          <Text fontSize="sm" color="gray.600">
            Last analysed {formatDateTime(analysis.data.analysedAt)}
          </Text>
        )}
      </HStack>
      {analysis.isError && <Text color="red.700">Failed to load image analysis</Text>}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatCard label="Total Events" value={String(s?.totalEvents ?? 0)} loading={analysis.isPending} />
        <StatCard label="Preserved" value={String(s?.preserved ?? 0)} loading={analysis.isPending} tone="green.700" />
        <StatCard
          label="Needs Enhancement"
          value={String(s?.needsEnhancement ?? 0)}
          loading={analysis.isPending}
          help={s ? `${s.withoutImage} without an image` : undefined}
        />
        <StatCard
          label="Problematic"
          value={String(s?.problematic ?? 0)}
          loading={analysis.isPending}
          tone="red.700"
          help={s?.awaitingAnalysis ? `${s.awaitingAnalysis} awaiting analysis` : undefined}
        />
      </SimpleGrid>
      {analysis.data && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <ImageList title="Preserved" rows={analysis.data.preserved} total={s!.preserved} tone="green" />
          <ImageList title="Problematic" rows={analysis.data.problematic} total={s!.problematic} tone="red" />
        </SimpleGrid>
      )}
    </Stack>
  );
}
