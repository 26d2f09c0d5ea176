import { createFileRoute, redirect } from '@tanstack/react-router';

/** The spec's back link from user management points here; the dashboard lives at /admin. */
export const Route = createFileRoute('/_admin/admin-dashboard')({
  beforeLoad: () => {
    throw redirect({ to: '/admin', replace: true });
  },
});
