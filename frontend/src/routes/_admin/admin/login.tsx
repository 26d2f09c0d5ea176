import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../../features/admin-account/login-page';

export const Route = createFileRoute('/_admin/admin/login')({
  component: LoginPage,
});
