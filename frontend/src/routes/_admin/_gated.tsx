import { createFileRoute } from '@tanstack/react-router';
import { AdminGate } from '../../components/admin/admin-gate';

/** Admin tools behind the gate (spec section 2): checking, then the tool or "Admin Access Required". */
export const Route = createFileRoute('/_admin/_gated')({
  component: AdminGate,
});
