import { createFileRoute } from '@tanstack/react-router';
import { SocialMediaPage } from '../../../features/admin/social/social-media-page';

export const Route = createFileRoute('/_admin/_gated/social-media')({
  component: SocialMediaPage,
});
