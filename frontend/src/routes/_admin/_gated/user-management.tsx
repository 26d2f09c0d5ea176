import { createFileRoute } from '@tanstack/react-router';
import { NEWSLETTER_ACCOUNT_TABS } from '../../../features/admin-newsletter/account-tabs';
import { UserManagementPage } from '../../../features/admin-users/user-management-page';

export const Route = createFileRoute('/_admin/_gated/user-management')({
  component: function UserManagementRoute() {
    return <UserManagementPage marketingTabs={NEWSLETTER_ACCOUNT_TABS} />;
  },
});
