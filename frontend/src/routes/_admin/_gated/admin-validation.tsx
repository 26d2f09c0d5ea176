import { createFileRoute } from '@tanstack/react-router';
import { AdminValidationPage } from '../../../features/admin-discovery/admin-validation-page';

export const Route = createFileRoute('/_admin/_gated/admin-validation')({
  component: AdminValidationPage,
});
