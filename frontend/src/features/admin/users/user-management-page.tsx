import { Heading, Link, Stack, Tabs } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useAdminStatus } from '../api/get-admin-status';
import { AdminUsersSection } from './admin-users-section';
import { PasswordResetForm } from './password-reset-form';

/**
 * /user-management. The spec's Newsletter and Email Templates tabs arrive with the newsletter issue: a tab is
 * shown only when it works. Owners also manage the admin accounts here.
 */
export function UserManagementPage() {
  const status = useAdminStatus();
  const owner = status.data?.role === 'owner';
  return (
    <Stack gap="6">
      <Link asChild alignSelf="start">
        <RouterLink to="/admin-dashboard">← Back to dashboard</RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        User Management
      </Heading>
      <Tabs.Root defaultValue="password-reset" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="password-reset">Password Reset</Tabs.Trigger>
          {owner && <Tabs.Trigger value="admin-users">Admin Users</Tabs.Trigger>}
        </Tabs.List>
        <Tabs.Content value="password-reset">
          <PasswordResetForm />
        </Tabs.Content>
        {owner && (
          <Tabs.Content value="admin-users">
            <AdminUsersSection currentUsername={status.data?.username ?? null} />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </Stack>
  );
}
