import { createFileRoute } from '@tanstack/react-router';
import { NewsletterManagementPage } from '../../../features/admin/newsletter/newsletter-management-page';

export const Route = createFileRoute('/_admin/_gated/newsletter-management')({
  component: NewsletterManagementPage,
});
