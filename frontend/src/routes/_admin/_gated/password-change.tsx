import { createFileRoute } from '@tanstack/react-router';
import { PasswordChangePage } from '../../../features/admin-account/password-change-page';

export const Route = createFileRoute('/_admin/_gated/password-change')({
  component: PasswordChangePage,
});
