import type { AdminEvent } from '../../api/api-contracts.admin.gen';

/** The admin events API's answers come from the generated contracts; the statuses are listed for the filters. */
export const EVENT_STATUSES = ['draft', 'published', 'expired', 'removed'] as const satisfies readonly AdminEvent['status'][];
export type EventStatus = AdminEvent['status'];
export type { AdminEvent, AdminEventRow } from '../../api/api-contracts.admin.gen';
