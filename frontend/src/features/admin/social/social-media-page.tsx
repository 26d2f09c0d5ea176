import { Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { AnalyticsTab } from './analytics-tab';
import { AutomationTab } from './automation-tab';
import { FacebookTab } from './facebook-tab';
import { PublishingTab } from './publishing-tab';

/**
 * /social-media. Only the tabs that work today: Content Strategy, Instagram, TikTok scripts, Traffic Funnels and the
 * event promotion form arrive with the AI provider (no half UI).
 */
export function SocialMediaPage() {
  return (
    <Stack gap="6">
      <Link asChild alignSelf="start">
        <RouterLink to="/admin">← Back to dashboard</RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Social Media Manager
        </Heading>
        <Text color="gray.600">Facebook publishing on a UK-time schedule, drafts, connections and real engagement figures.</Text>
      </Stack>
      <Tabs.Root defaultValue="automation" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="automation">Automation</Tabs.Trigger>
          <Tabs.Trigger value="facebook">Facebook</Tabs.Trigger>
          <Tabs.Trigger value="publishing">Publishing</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="automation">
          <AutomationTab />
        </Tabs.Content>
        <Tabs.Content value="facebook">
          <FacebookTab />
        </Tabs.Content>
        <Tabs.Content value="publishing">
          <PublishingTab />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <AnalyticsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
