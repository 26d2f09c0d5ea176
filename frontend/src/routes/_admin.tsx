import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../components/admin/admin-layout';

/** The back office: a pathless layout with its own chrome, loaded only when an admin path is opened. */
export const Route = createFileRoute('/_admin')({
  component: AdminLayout,
});
