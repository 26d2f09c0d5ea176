import { createFileRoute } from '@tanstack/react-router';
import { B2bMarketingPage } from '../../../features/admin-b2b/b2b-marketing-page';

export const Route = createFileRoute('/_admin/_gated/b2b-marketing')({
  component: B2bMarketingPage,
});
