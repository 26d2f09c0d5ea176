import { createFileRoute } from '@tanstack/react-router';
import { loadSocialMedia } from '../../../features/admin-social/social-route';
import { SocialMediaPage } from '../../../features/admin-social/social-media-page';

export const Route = createFileRoute('/_admin/_gated/social-media')({
  loader: loadSocialMedia,
  component: SocialMediaPage,
});
