import { LauncherCard } from '../../components/admin/launcher-card';
import { cleanWebsites, useDataQualityAction } from '../../lib/admin/api/data-quality-actions';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { Button } from '../../components/button';

/** Data Management launchers: the validation and health tools (new tabs, as the spec has it) and Website Cleanup. */
export function DataManagementLaunchers() {
  const cleanup = useDataQualityAction(cleanWebsites);
  const run = async () => {
    try {
      const r = await cleanup.mutateAsync();
      const expiry = r.expiry?.lastRunAt ? ` Last expiry run: ${r.expiry.expired ?? 0} events expired.` : '';
      notifySuccess('Website Cleanup', `${r.message}.${expiry}`);
    } catch (error) {
      notifyFailure('Website Cleanup Failed', error);
    }
  };
  return (
    <LauncherCard title="Data Management" description="Event authenticity, dead links, website clean-up and the site's health.">
      <Button asChild size="sm" variant="outline">
        <a href="/admin-validation" target="_blank" rel="noopener noreferrer">
          Event Validation
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href="/health-monitor" target="_blank" rel="noopener noreferrer">
          Health Monitor
        </a>
      </Button>
      <Button size="sm" variant="outline" onClick={() => void run()} loading={cleanup.isPending} loadingText="Cleaning...">
        Website Cleanup
      </Button>
    </LauncherCard>
  );
}
