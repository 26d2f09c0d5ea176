import { createFileRoute } from '@tanstack/react-router';
import { loadCampaignReport } from '../../../features/admin-newsletter/newsletter-route';
import { CampaignReportPage } from '../../../features/admin-newsletter/campaign-report-page';

export const Route = createFileRoute('/_admin/_gated/newsletter-management_/campaigns/$id')({
  loader: loadCampaignReport,
  component: function CampaignReportRoute() {
    const { id } = Route.useParams();
    return <CampaignReportPage id={id} />;
  },
});
