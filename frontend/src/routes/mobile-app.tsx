import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/early-access/components/coming-soon-page';
import { MOBILE_APP } from '../features/early-access/coming-soon-content';

export const Route = createFileRoute('/mobile-app')({
  component: () => <ComingSoonPage content={MOBILE_APP} />,
});
