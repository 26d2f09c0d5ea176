import { Badge, Button, Heading, HStack, Link, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useNewsletterDashboard, useSearchAlertStats } from './api/newsletter-dashboard';
import { adminKeys } from '../../lib/admin/api/query-keys';
import { StatCard } from '../../components/admin/stat-card';
import { CampaignsTab } from './campaigns-tab';
import { SegmentsTab } from './segments-tab';
import { SentMailTab } from './sent-mail-tab';
import { SettingsTab } from './settings-tab';
import { SubscribersTab } from './subscribers-tab';

const n = (v: number) => v.toLocaleString('en-GB');

/** /newsletter-management: five stored figures, then Subscribers, Segments, Campaigns, Settings and Sent Mail. */
export function NewsletterManagementPage() {
  const dashboard = useNewsletterDashboard();
  const alerts = useSearchAlertStats();
  const queryClient = useQueryClient();
  const stats = dashboard.data?.stats;
  if (dashboard.isPending) return <Text>Loading newsletter data...</Text>;
  return (
    <Stack gap="6">
      <Link asChild alignSelf="start">
        <RouterLink to="/admin">← Back to dashboard</RouterLink>
      </Link>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          Newsletter Management
        </Heading>
        <Button variant="outline" onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.newsletter })}>
          Refresh Data
        </Button>
      </HStack>
      {dashboard.isError && <Text color="red.700">{errorMessage(dashboard.error)}</Text>}
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        <StatCard label="Total Subscribers" value={n(stats?.totalSubscribers ?? 0)} />
        <StatCard label="Active Subscribers" value={n(stats?.activeSubscribers ?? 0)} />
        <StatCard label="Total Campaigns" value={n(stats?.totalCampaigns ?? 0)} />
        <StatCard label="Sent Campaigns" value={n(stats?.sentCampaigns ?? 0)} />
        <StatCard label="Bounce Rate" value={`${stats?.bounceRate ?? 0}%`} help="Campaign mails refused permanently" />
      </SimpleGrid>
      <Stack as="section" aria-labelledby="search-alerts-heading" gap="2" data-testid="search-alert-stats">
        <Heading as="h2" size="md" id="search-alerts-heading">
          Search alerts
        </Heading>
        {alerts.isError ? (
          <Text color="red.700">{errorMessage(alerts.error)}</Text>
        ) : (
          <SimpleGrid columns={{ base: 3 }} gap="3" maxW="3xl">
            <StatCard label="Alerts" value={n(alerts.data?.alerts ?? 0)} help="Including those awaiting confirmation" />
            <StatCard label="Confirmed" value={n(alerts.data?.confirmed ?? 0)} />
            <StatCard label="Alert Mails Sent" value={n(alerts.data?.mailsSent ?? 0)} />
          </SimpleGrid>
        )}
      </Stack>
      <Tabs.Root defaultValue="subscribers" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="subscribers">
            Subscribers <Badge ml="1">{n(stats?.totalSubscribers ?? 0)}</Badge>
          </Tabs.Trigger>
          <Tabs.Trigger value="segments">Segments</Tabs.Trigger>
          <Tabs.Trigger value="campaigns">Campaigns</Tabs.Trigger>
          <Tabs.Trigger value="settings">Settings</Tabs.Trigger>
          <Tabs.Trigger value="sent-mail">Sent Mail</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="subscribers">
          <SubscribersTab />
        </Tabs.Content>
        <Tabs.Content value="segments">
          <SegmentsTab />
        </Tabs.Content>
        <Tabs.Content value="campaigns">
          <CampaignsTab />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsTab />
        </Tabs.Content>
        <Tabs.Content value="sent-mail">
          <SentMailTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
