import { Badge, Box, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { errorMessage, SignedOutError } from '../../lib/admin/api/admin-client';
import { useWebsiteHealth, WebsiteHealth, WebsiteHealthCheck } from './api/get-website-health';
import { notify } from '../../components/notify';
import { Button } from '../../components/button';
import { formatDateTime, formatValue } from '../../lib/admin/format';
import { scoreColour, TONE_ICON, TONE_LABEL, TONE_PALETTE, toneOf } from './health-status';

/** Quick actions open these tools in new tabs (only tools that exist; the social media manager is not built yet). */
const QUICK_ACTIONS = [
  { href: '/ai-discovery', label: 'AI Discovery' },
  { href: '/admin-validation', label: 'Event Validation' },
];

/** /health-monitor: runs the twelve checks on load and on request; a card per check, system info and quick actions. */
export function HealthMonitorPage() {
  const health = useWebsiteHealth();
  const announced = useRef<number>(0);
  useEffect(() => {
    // One toast per finished run, as the spec's monitor does: the summary, destructive when the site is in error.
    if (health.dataUpdatedAt && health.dataUpdatedAt !== announced.current && health.data) {
      announced.current = health.dataUpdatedAt;
      notify({ title: 'Health Check Complete', description: health.data.summary, type: health.data.status === 'error' ? 'error' : 'success' });
    }
  }, [health.dataUpdatedAt, health.data]);
  useEffect(() => {
    if (health.errorUpdatedAt && health.error && !(health.error instanceof SignedOutError)) {
      notify({ title: 'Health Check Failed', description: 'Unable to perform website health check', type: 'error' });
    }
  }, [health.errorUpdatedAt, health.error]);

  const report = health.data;
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Website Health Monitor
          </Heading>
          <Text color="gray.600">Twelve checks measured on the running site: database, data, search, speed, security, mail, AI, discovery, SEO.</Text>
        </Stack>
        <Button onClick={() => void health.refetch()} loading={health.isFetching} loadingText="Checking...">
          Run Health Check
        </Button>
      </HStack>
      {health.isError && !report && (
        <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" p="3" rounded="md">
          <Text color="red.800">Unable to perform website health check: {errorMessage(health.error)}</Text>
        </Box>
      )}
      {!report && health.isFetching && <Text color="gray.600">Running health check...</Text>}
      {report && <Overview report={report} />}
      {report && (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="health-checks">
          {report.checks.map((c) => (
            <CheckCard key={c.name} check={c} />
          ))}
        </SimpleGrid>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {report && <SystemInfo report={report} />}
        <Card.Root>
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              Quick Actions
            </Heading>
            <HStack wrap="wrap" gap="2">
              {QUICK_ACTIONS.map((a) => (
                <Button key={a.href} asChild size="sm" variant="outline">
                  <a href={a.href} target="_blank" rel="noopener noreferrer">
                    {a.label}
                  </a>
                </Button>
              ))}
            </HStack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}

function Overview({ report }: { report: WebsiteHealth }) {
  const tone = toneOf(report.status);
  const colour = scoreColour(report.overallScore);
  return (
    <Card.Root>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Stack gap="1">
            <Text fontSize="sm" color="gray.600">
              Overall status
            </Text>
            <HStack>
              <Badge colorPalette={TONE_PALETTE[tone]} size="lg" data-testid="overall-status">
                {TONE_ICON[tone]} {report.status}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="gray.700">
              {report.summary}
            </Text>
          </Stack>
          <Stack gap="1">
            <Text fontSize="sm" color="gray.600">
              Score
            </Text>
            <Text fontSize="3xl" fontWeight="bold" color={`${colour}.700`} data-testid="overall-score" data-colour={colour}>
              {report.overallScore}/100
            </Text>
          </Stack>
          <Stack gap="1">
            <Text fontSize="sm" color="gray.600">
              Last check
            </Text>
            <Text fontWeight="semibold">{formatDateTime(report.timestamp)}</Text>
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function CheckCard({ check }: { check: WebsiteHealthCheck }) {
  const tone = toneOf(check.status);
  const details = Object.entries(check.details ?? {}).filter(([, v]) => v === null || typeof v !== 'object' || Array.isArray(v));
  return (
    <Card.Root data-testid={`check-${check.name.toLowerCase().replace(/\W+/g, '-')}`} data-status={check.status}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <Heading as="h3" size="sm">
            {check.name}
          </Heading>
          <Badge colorPalette={TONE_PALETTE[tone]}>
            <span aria-hidden="true">{TONE_ICON[tone]}</span> {TONE_LABEL[tone]}
          </Badge>
        </HStack>
        <Text fontSize="sm">{check.message}</Text>
        {check.responseTime != null && (
          <Text fontSize="xs" color="gray.600">
            Checked in {check.responseTime} ms
          </Text>
        )}
        {details.length > 0 && (
          <Stack gap="0" fontSize="xs" color="gray.700">
            {details.slice(0, 8).map(([k, v]) => (
              <Text key={k}>
                {k}: {formatValue(v)}
              </Text>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Facts about the running process and its services, read off the checks' details. */
function SystemInfo({ report }: { report: WebsiteHealth }) {
  const detail = (check: string) => report.checks.find((c) => c.name === check)?.details ?? {};
  const perf = detail('Performance Metrics');
  const db = detail('Database Health');
  const deps = detail('External Dependencies') as Record<string, { mode?: string; using?: string } | undefined>;
  const rows: Array<[string, string]> = [
    ['Node.js', formatValue(perf.node)],
    ['Uptime', typeof perf.uptimeSeconds === 'number' ? `${Math.floor(perf.uptimeSeconds / 3600)} h ${Math.floor((perf.uptimeSeconds % 3600) / 60)} min` : '—'],
    ['Memory (heap / RSS)', typeof perf.heapUsedMb === 'number' ? `${perf.heapUsedMb} MB / ${formatValue(perf.rssMb)} MB` : '—'],
    ['Database size', typeof db.sizeMb === 'number' ? `${db.sizeMb} MB` : '—'],
    ...(['kafka', 'elasticsearch', 'smtp', 'openai'] as const).map((s): [string, string] => [
      s,
      deps[s]?.mode === 'embedded' ? `embedded (${deps[s]?.using})` : 'configured',
    ]),
  ];
  return (
    <Card.Root>
      <Card.Body gap="2">
        <Heading as="h2" size="md">
          System Info
        </Heading>
        {rows.map(([label, value]) => (
          <HStack key={label} justify="space-between" fontSize="sm">
            <Text color="gray.600">{label}</Text>
            <Text fontWeight="medium">{value}</Text>
          </HStack>
        ))}
        <Link href="/api/docs" fontSize="xs" color="blue.700">
          API documentation
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
