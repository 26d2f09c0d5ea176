import { createFileRoute } from '@tanstack/react-router';
import { loadNewsletterManagement } from '../../../features/admin-newsletter/newsletter-route';
import { NewsletterManagementPage } from '../../../features/admin-newsletter/newsletter-management-page';

export const Route = createFileRoute('/_admin/_gated/newsletter-management')({
  loader: loadNewsletterManagement,
  component: NewsletterManagementPage,
});
