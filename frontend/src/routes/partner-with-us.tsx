import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/early-access/components/coming-soon-page';
import { PARTNERSHIP } from '../features/early-access/coming-soon-content';

export const Route = createFileRoute('/partner-with-us')({
  component: () => <ComingSoonPage content={PARTNERSHIP} />,
});
