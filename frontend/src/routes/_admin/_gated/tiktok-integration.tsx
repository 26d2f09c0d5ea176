import { createFileRoute } from '@tanstack/react-router';
import { TikTokIntegrationPage } from '../../../features/admin/social/tiktok-integration-page';

export const Route = createFileRoute('/_admin/_gated/tiktok-integration')({
  component: TikTokIntegrationPage,
});
