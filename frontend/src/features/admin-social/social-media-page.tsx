import { Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { AnalyticsTab } from './analytics-tab';
import { AutomationTab } from './automation-tab';
import { ContentStrategyTab } from './content-strategy-tab';
import { EventPromotionForm } from './event-promotion-form';
import { FacebookTab } from './facebook-tab';
import { InstagramTab } from './instagram-tab';
import { PublishingTab } from './publishing-tab';
import { TikTokScriptsTab } from './tiktok-scripts-tab';
import { TrafficFunnelsTab } from './traffic-funnels-tab';

/** /social-media: the spec's eight tabs (AI content written from real events) and the event promotion form. */
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
        <Text color="gray.600">
          Content written from real catalogue events, Facebook publishing on a UK-time schedule, drafts, connections and engagement figures.
        </Text>
      </Stack>
      {/* Automation first: opening the page should not spend an AI generation. */}
      <Tabs.Root defaultValue="automation" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="strategy">Content Strategy</Tabs.Trigger>
          <Tabs.Trigger value="automation">Automation</Tabs.Trigger>
          <Tabs.Trigger value="instagram">Instagram</Tabs.Trigger>
          <Tabs.Trigger value="tiktok">TikTok</Tabs.Trigger>
          <Tabs.Trigger value="facebook">Facebook</Tabs.Trigger>
          <Tabs.Trigger value="funnels">Traffic Funnels</Tabs.Trigger>
          <Tabs.Trigger value="publishing">Publishing</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="strategy">
          <ContentStrategyTab />
        </Tabs.Content>
        <Tabs.Content value="automation">
          <AutomationTab />
        </Tabs.Content>
        <Tabs.Content value="instagram">
          <InstagramTab />
        </Tabs.Content>
        <Tabs.Content value="tiktok">
          <TikTokScriptsTab />
        </Tabs.Content>
        <Tabs.Content value="facebook">
          <FacebookTab />
        </Tabs.Content>
        <Tabs.Content value="funnels">
          <TrafficFunnelsTab />
        </Tabs.Content>
        <Tabs.Content value="publishing">
          <PublishingTab />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <AnalyticsTab />
        </Tabs.Content>
      </Tabs.Root>
      <EventPromotionForm />
    </Stack>
  );
}
