import { createFileRoute } from '@tanstack/react-router';
import { ConfirmAlertPage } from '../features/alerts/components/confirm-alert-page';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export const Route = createFileRoute('/alerts/confirm')({
  validateSearch: (search: Record<string, unknown>) => ({ token: text(search.token) }),
  component: function Page() {
    const { token } = Route.useSearch();
    return <ConfirmAlertPage token={token} />;
  },
});
