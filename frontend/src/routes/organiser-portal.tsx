import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/early-access/components/coming-soon-page';
import { ORGANISER_PORTAL } from '../features/early-access/coming-soon-content';

export const Route = createFileRoute('/organiser-portal')({
  component: () => <ComingSoonPage content={ORGANISER_PORTAL} />,
});
