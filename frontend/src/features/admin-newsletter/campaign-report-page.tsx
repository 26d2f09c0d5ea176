import { Box, Heading, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useCampaignReport, type CampaignReport } from './api/newsletter-campaign-report';
import { formatDateTime } from '../../lib/admin/format';
import { StatCard } from '../../components/admin/stat-card';

const n = (v: number | null | undefined) => (v === null || v === undefined ? 'not recorded' : v.toLocaleString('en-GB'));
const bucketLabel = (b: CampaignReport['timeline'][number]) =>
  b.unit === 'hour'
    ? new Date(b.start).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' })
    : `Day from ${new Date(b.start).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' })}`;

/** /newsletter-management/campaigns/$id: what one campaign did. A figure the system does not record says so. */
export function CampaignReportPage({ id }: { id: string }) {
  const report = useCampaignReport(id);
  if (report.isPending) return <Text>Loading campaign report...</Text>;
  if (report.isError) return <Text color="red.700">{errorMessage(report.error)}</Text>;
  const { campaign: c, figures: f, timeline } = report.data;
  const most = Math.max(1, ...timeline.map((b) => Math.max(b.opens, b.clicks)));
  return (
    <Stack gap="6">
      <Link asChild alignSelf="start">
        <RouterLink to="/newsletter-management">← Back to newsletter management</RouterLink>
      </Link>
      <Box>
        <Heading as="h1" size="2xl">
          {c.title}
        </Heading>
        <Text color="gray.600">
          “{c.subject}” · {c.segment ? `segment “${c.segment.name}”` : 'all active subscribers'} · started {formatDateTime(c.startedAt)}
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="report-figures">
        <StatCard label="Sent" value={n(f.sent)} />
        <StatCard label="Delivered" value={n(f.delivered)} />
        <StatCard label="Opened" value={n(f.opened)} />
        <StatCard label="Clicked" value={n(f.clicked)} />
        <StatCard label="Unsubscribed" value={n(f.unsubscribed)} />
        <StatCard label="Bounced" value={n(f.bounced)} />
        <StatCard label="Failed" value={n(f.failed)} />
        <StatCard label="Still queued" value={n(f.pending)} />
      </SimpleGrid>
      <Text fontSize="sm" color="gray.600">
        Opens and clicks count each recipient once{c.tracking ? '' : '; this campaign went out with tracking off, so they were not recorded'}. Unsubscribes are
        not recorded per campaign: the unsubscribe link belongs to the subscriber, not to one mail.
      </Text>
      <Stack gap="2">
        <Heading as="h2" size="md">
          Opens and clicks over time
        </Heading>
        <Text fontSize="sm" color="gray.600">
          By hour for the first 48 hours after sending started, then by day (UK time).
        </Text>
        {timeline.length === 0 ? (
          <Text>{c.tracking ? 'No opens or clicks recorded yet.' : 'Not recorded (tracking was off).'}</Text>
        ) : (
          <Table.Root size="sm" data-testid="report-timeline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>From</Table.ColumnHeader>
                <Table.ColumnHeader>Opens</Table.ColumnHeader>
                <Table.ColumnHeader>Clicks</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {timeline.map((b) => (
                <Table.Row key={b.start}>
                  <Table.Cell>{bucketLabel(b)}</Table.Cell>
                  <Table.Cell>
                    <HStack>
                      <Box h="2" w={`${(b.opens / most) * 120}px`} bg="purple.400" borderRadius="sm" aria-hidden />
                      <Text>{b.opens}</Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack>
                      <Box h="2" w={`${(b.clicks / most) * 120}px`} bg="teal.400" borderRadius="sm" aria-hidden />
                      <Text>{b.clicks}</Text>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </Stack>
  );
}
