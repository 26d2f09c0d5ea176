import { createFileRoute } from '@tanstack/react-router';
import { loadTikTokIntegration } from '../../../features/admin-social/tiktok-route';
import { TikTokIntegrationPage } from '../../../features/admin-social/tiktok-integration-page';

export const Route = createFileRoute('/_admin/_gated/tiktok-integration')({
  loader: loadTikTokIntegration,
  component: TikTokIntegrationPage,
});
