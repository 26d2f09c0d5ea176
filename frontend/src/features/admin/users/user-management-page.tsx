import { Badge, Heading, Link, Stack, Tabs } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useAdminStatus } from '../api/get-admin-status';
import { mayUse } from '../components/admin-areas';
import { useSubscribers } from '../api/newsletter-subscribers';
import { PartnerKeysSection } from '../partners/partner-keys-section';
import { AdminUsersSection } from './admin-users-section';
import { EmailTemplatesSection } from './email-templates-section';
import { NewsletterSubscribersSection } from './newsletter-subscribers-section';
import { PasswordResetForm } from './password-reset-form';

/** /user-management: password reset; newsletter subscribers and email templates for roles with marketing; owners also manage the admin accounts and partner API keys here. */
export function UserManagementPage() {
  const status = useAdminStatus();
  const owner = mayUse(status.data, 'accounts');
  const marketing = mayUse(status.data, 'marketing');
  const subscriberCount = useSubscribers({ limit: 1 }, '/api/admin/newsletter/subscribers', marketing);
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
          {marketing && (
            <Tabs.Trigger value="newsletter">
              Newsletter <Badge ml="1">{subscriberCount.data ? subscriberCount.data.pagination.total.toLocaleString('en-GB') : '…'}</Badge>
            </Tabs.Trigger>
          )}
          {marketing && <Tabs.Trigger value="email-templates">Email Templates</Tabs.Trigger>}
          {owner && <Tabs.Trigger value="admin-users">Admin Users</Tabs.Trigger>}
          {owner && <Tabs.Trigger value="partner-keys">Partner API keys</Tabs.Trigger>}
        </Tabs.List>
        <Tabs.Content value="password-reset">
          <PasswordResetForm />
        </Tabs.Content>
        {marketing && (
          <Tabs.Content value="newsletter">
            <NewsletterSubscribersSection />
          </Tabs.Content>
        )}
        {marketing && (
          <Tabs.Content value="email-templates">
            <EmailTemplatesSection />
          </Tabs.Content>
        )}
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
