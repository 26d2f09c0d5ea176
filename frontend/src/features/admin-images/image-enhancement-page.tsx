import { Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { AutomationTab } from './automation-tab';
import { BulkTab } from './bulk-tab';
import { PreviewTab } from './preview-tab';
import { QualityAnalysisTab } from './quality-analysis-tab';
import { SingleEventTab } from './single-event-tab';

/** /ai-image-enhancement (spec section 2): five tabs over the image analysis and enhancement tools. */
export function ImageEnhancementPage() {
  return (
    <Stack gap="6">
      <Link asChild alignSelf="start">
        <RouterLink to="/admin">← Back to dashboard</RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          AI Image Enhancement
        </Heading>
        <Text color="gray.600">Check event images, replace weak ones with the organiser's own pictures, or with a generated cover.</Text>
      </Stack>
      <Tabs.Root defaultValue="single" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="single">Single Event</Tabs.Trigger>
          <Tabs.Trigger value="preview">Preview Enhancement</Tabs.Trigger>
          <Tabs.Trigger value="analysis">Quality Analysis</Tabs.Trigger>
          <Tabs.Trigger value="bulk">Bulk Enhancement</Tabs.Trigger>
          <Tabs.Trigger value="automation">Automation</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="single">
          <SingleEventTab />
        </Tabs.Content>
        <Tabs.Content value="preview">
          <PreviewTab />
        </Tabs.Content>
        <Tabs.Content value="analysis">
          <QualityAnalysisTab />
        </Tabs.Content>
        <Tabs.Content value="bulk">
          <BulkTab />
        </Tabs.Content>
        <Tabs.Content value="automation">
          <AutomationTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
