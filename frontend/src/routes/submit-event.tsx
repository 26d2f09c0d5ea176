import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/early-access/components/coming-soon-page';
import { SUBMIT_EVENT } from '../features/early-access/coming-soon-content';

export const Route = createFileRoute('/submit-event')({
  component: () => <ComingSoonPage content={SUBMIT_EVENT} />,
});
