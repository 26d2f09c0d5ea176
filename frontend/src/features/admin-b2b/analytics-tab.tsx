import { Card, Heading, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { useB2bAnalytics } from './api/get-b2b-analytics';
import { AUDIENCE_LABEL, formatUk, PLATFORM_LABEL } from './b2b-labels';

const label = (key: string) => (AUDIENCE_LABEL as Record<string, string>)[key] ?? (PLATFORM_LABEL as Record<string, string>)[key] ?? key;

function Breakdown({ title, rows }: { title: string; rows: Array<{ key: string; campaigns: number; posts: number }> }) {
  return (
    <Card.Root>
      <Card.Body gap="2">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader />
              <Table.ColumnHeader textAlign="end">Campaigns</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Posts</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.key}>
                <Table.Cell>{label(r.key)}</Table.Cell>
                <Table.Cell textAlign="end">{r.campaigns}</Table.Cell>
                <Table.Cell textAlign="end">{r.posts}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** Analytics: counted from the stored campaigns and their scheduled posts (no fixed figures). */
export function AnalyticsTab() {
  const a = useB2bAnalytics();
  if (a.isError) return <Text color="red.600">Could not load the analytics.</Text>;
  const d = a.data;
  if (!d) return <Text>Loading analytics…</Text>;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {[
          ['Campaigns', d.campaigns],
          ['Posts scheduled in campaigns', d.postsScheduled],
          ['Campaign posts dated ahead', d.postsUpcoming],
        ].map(([name, value]) => (
          <Card.Root key={name}>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{name}</Stat.Label>
                <Stat.ValueText data-testid={`b2b-stat-${String(name).toLowerCase().replace(/ /g, '-')}`}>{value}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {d.campaigns === 0 ? (
        <Text color="gray.600">No campaigns stored yet: create one on the Campaigns tab.</Text>
      ) : (
        <>
          <Text fontSize="sm" color="gray.600">
            Last campaign created {d.lastCampaignAt ? formatUk(d.lastCampaignAt) : ''}. Campaign posts are a plan the team posts from: the site does not send
            them. Reach, engagement and leads are not tracked yet, so no figures are shown for them.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Breakdown title="By audience" rows={d.byAudience} />
            <Breakdown title="By platform" rows={d.byPlatform} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
