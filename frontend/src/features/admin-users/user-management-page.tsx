import { Heading, Link, Stack, Tabs } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAdminStatus } from '../../lib/admin/api/get-admin-status';
import { mayUse } from '../../lib/admin/admin-areas';
import { PartnerKeysSection } from './partner-keys-section';
import { AdminUsersSection } from './admin-users-section';
import { PasswordResetForm } from './password-reset-form';

/** A tab another admin feature owns (the newsletter's subscribers and templates), handed in by the route. */
export interface MarketingTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** /user-management: password reset; newsletter subscribers and email templates for roles with marketing; owners also manage the admin accounts and partner API keys here. */
export function UserManagementPage({ marketingTabs }: { marketingTabs: readonly MarketingTab[] }) {
  const status = useAdminStatus();
  const owner = mayUse(status.data, 'accounts');
  const marketing = mayUse(status.data, 'marketing');
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
          {marketing &&
            marketingTabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          {owner && <Tabs.Trigger value="admin-users">Admin Users</Tabs.Trigger>}
          {owner && <Tabs.Trigger value="partner-keys">Partner API keys</Tabs.Trigger>}
        </Tabs.List>
        <Tabs.Content value="password-reset">
          <PasswordResetForm />
        </Tabs.Content>
        {marketing &&
          marketingTabs.map((t) => (
            <Tabs.Content key={t.value} value={t.value}>
              {t.content}
            </Tabs.Content>
          ))}
        {owner && (
          <Tabs.Content value="admin-users">
            <AdminUsersSection currentUsername={status.data?.username ?? null} />
          </Tabs.Content>
        )}
        {owner && (
          <Tabs.Content value="partner-keys">
            <PartnerKeysSection />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </Stack>
  );
}
