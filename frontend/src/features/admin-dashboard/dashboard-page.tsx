import { Badge, Button, Card, DataList, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAdminStatus, type AdminStatus } from '../../lib/admin/api/get-admin-status';
import { useLogout } from './api/logout';
import { CheckingAuthentication } from '../../components/admin/admin-gate';
import { ROLE_LABELS } from '../../lib/admin/admin-areas';
import { formatDateTime } from '../../lib/admin/format';
import { JobsCard } from './jobs-card';
import { LauncherGroups, ToolCardsContext, type ToolCards } from './launchers';
import { OperationsTab } from './operations-tab';
import { OverviewTab } from './overview-tab';
import { SearchConsoleTab } from './search-console-tab';
import type { DashboardTab } from './dashboard-tabs';

/** /admin: guarded by the authenticated flag; sends a signed-out visitor to the login page. */
export function DashboardPage({ tab, onTabChange, toolCards }: { tab: DashboardTab; onTabChange: (tab: DashboardTab) => void; toolCards: ToolCards }) {
  const status = useAdminStatus();
  const navigate = useNavigate();
  const signedOut = status.data && !status.data.authenticated;
  const mustChange = status.data?.authenticated && status.data.requiresPasswordChange;
  useEffect(() => {
    if (signedOut) void navigate({ to: '/admin/login', replace: true });
    else if (mustChange) void navigate({ to: '/password-change', replace: true });
  }, [signedOut, mustChange, navigate]);

  if (status.isPending) return <CheckingAuthentication />;
  if (status.isError || !status.data.authenticated || mustChange) {
    return (
      <Text role="status" py="10" textAlign="center">
        Redirecting to login...
      </Text>
    );
  }
  return (
    <ToolCardsContext.Provider value={toolCards}>
      <Dashboard session={status.data} tab={tab} onTabChange={onTabChange} />
    </ToolCardsContext.Provider>
  );
}

function Dashboard({ session, tab, onTabChange }: { session: AdminStatus; tab: DashboardTab; onTabChange: (tab: DashboardTab) => void }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const signOut = () => logout.mutate(undefined, { onSettled: () => void navigate({ to: '/admin/login' }) });
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Flex align="center" gap="3">
          <Heading as="h1" size="2xl">
            Admin Dashboard
          </Heading>
          <Badge colorPalette="green" size="lg">
            Online
          </Badge>
        </Flex>
        <Button variant="outline" onClick={signOut} loading={logout.isPending} loadingText="Signing out...">
          Logout
        </Button>
      </Flex>

      <Card.Root>
        <Card.Header>
          <Card.Title>Session information</Card.Title>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>Username</DataList.ItemLabel>
              <DataList.ItemValue data-testid="session-username">{session.username}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Role</DataList.ItemLabel>
              <DataList.ItemValue>{session.role ? ROLE_LABELS[session.role] : '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Session ID</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono">{session.sessionId ?? '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Login time</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(session.loginTime)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Status</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge colorPalette="green">Authenticated</Badge>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      <Tabs.Root value={tab} onValueChange={(e) => onTabChange(e.value as DashboardTab)} lazyMount unmountOnExit variant="line">
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="search-console">Search Console</Tabs.Trigger>
          <Tabs.Trigger value="admin-tools">Admin Tools</Tabs.Trigger>
          <Tabs.Trigger value="operations">Operations</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab />
        </Tabs.Content>
        <Tabs.Content value="search-console">
          <SearchConsoleTab />
        </Tabs.Content>
        <Tabs.Content value="admin-tools">
          <Stack gap="6">
            <LauncherGroups />
            <JobsCard />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="operations">
          <OperationsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
