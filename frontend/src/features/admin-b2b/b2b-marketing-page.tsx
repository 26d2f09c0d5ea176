import { Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { AnalyticsTab } from './analytics-tab';
import { CampaignsTab } from './campaigns-tab';
import { ContentTab } from './content-tab';
import { InsightsTab } from './insights-tab';
import { PackagesTab } from './packages-tab';

/** /b2b-marketing: copy, campaigns, insights, packages and analytics for selling listings to organisers. */
export function B2bMarketingPage() {
  return (
    <Stack gap="6">
      <Link asChild alignSelf="start">
        <RouterLink to="/">← Back to home</RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          B2B Marketing Manager
        </Heading>
        <Text color="gray.600">Copy and 7-day campaigns for organisers and venues, written only from our catalogue&apos;s real figures.</Text>
      </Stack>
      <Tabs.Root defaultValue="content" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="content">Content</Tabs.Trigger>
          <Tabs.Trigger value="campaigns">Campaigns</Tabs.Trigger>
          <Tabs.Trigger value="insights">Insights</Tabs.Trigger>
          <Tabs.Trigger value="packages">Packages</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="content">
          <ContentTab />
        </Tabs.Content>
        <Tabs.Content value="campaigns">
          <CampaignsTab />
        </Tabs.Content>
        <Tabs.Content value="insights">
          <InsightsTab />
        </Tabs.Content>
        <Tabs.Content value="packages">
          <PackagesTab />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <AnalyticsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
