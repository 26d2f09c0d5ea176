import { createFileRoute } from '@tanstack/react-router';
import { UserManagementPage } from '../../../features/admin/users/user-management-page';

export const Route = createFileRoute('/_admin/_gated/user-management')({
  component: UserManagementPage,
});
