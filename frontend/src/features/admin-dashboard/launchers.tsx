import { LauncherCard } from '../../components/admin/launcher-card';
import { SimpleGrid } from '@chakra-ui/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSystemStatus } from './api/get-system-status';
import { useAdminStatus } from '../../lib/admin/api/get-admin-status';
import { mayUse } from '../../lib/admin/admin-areas';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { Button } from '../../components/button';
import { DataManagementLaunchers } from './data-management-launchers';

/** Cards other admin features own (images, social), handed in by the /admin route, which composes the features. */
export interface ToolCards {
  images: ReactNode;
  social: ReactNode;
}
export const ToolCardsContext = createContext<ToolCards>({ images: null, social: null });

/** The dashboard's launchers: every tool of the back office, grouped as the spec groups them. */
export function LauncherGroups() {
  const cards = useContext(ToolCardsContext);
  const status = useAdminStatus();
  const catalogue = mayUse(status.data, 'catalogue');
  const marketing = mayUse(status.data, 'marketing');
  const systemStatus = useSystemStatus();
  const [checking, setChecking] = useState(false);
  const checkSystemStatus = async () => {
    setChecking(true);
    const result = await systemStatus.refetch();
    setChecking(false);
    if (result.error) notifyFailure('System Status Failed', result.error);
    else if (result.data) notifySuccess('System Status', `The system is ${result.data.status}.`);
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {/* Only the tools this role may use (the server refuses the others with 403). */}
      {catalogue && (
        <LauncherCard
          title="AI Enhancement Tools"
          description="Fact-checked description suggestions, and the explained Smart Search visitors use (to check how queries are read)."
        >
          <Button asChild size="sm" variant="outline">
            <a href="/ai-enhancement" target="_blank" rel="noopener">
              AI Enhancement
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href="/ai-discovery" target="_blank" rel="noopener">
              AI discovery<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </Button>
        </LauncherCard>
      )}
      {catalogue && (
        <LauncherCard title="Event Management" description="Create, edit, publish, feature and expire events.">
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/admin/events">Events manager</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/admin/events/new">New event</RouterLink>
          </Button>
        </LauncherCard>
      )}
      {catalogue && cards.images}
      {marketing && (
        <LauncherCard title="Marketing" description="Newsletter subscribers, campaigns, templates and sent mail; B2B marketing content and campaigns.">
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/newsletter-management">Newsletter management</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/b2b-marketing">B2B marketing</RouterLink>
          </Button>
        </LauncherCard>
      )}
      <LauncherCard title="User Management" description="Passwords, admin accounts and the system's state.">
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/user-management">User management</RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/password-change">Password change</RouterLink>
        </Button>
        <Button size="sm" variant="outline" onClick={() => void checkSystemStatus()} loading={checking}>
          System Status
        </Button>
      </LauncherCard>
      {catalogue && <DataManagementLaunchers />}
      {catalogue && (
        <LauncherCard title="Event Discovery" description="Find new events on organiser sites, feeds and ticket APIs; see each run's progress and results.">
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/admin/discovery">AI event discovery</RouterLink>
          </Button>
        </LauncherCard>
      )}
      {marketing && cards.social}
    </SimpleGrid>
  );
}
