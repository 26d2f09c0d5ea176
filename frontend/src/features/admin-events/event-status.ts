import type { EventAction, BulkAction } from './api/event-actions';
import type { EventStatus } from '../../lib/admin/api/admin-event.schema';

/** The actions that make sense for an event in this state (the server still has the last word). */
export function availableActions(status: EventStatus, featured: boolean): EventAction[] {
  switch (status) {
    case 'draft':
      return ['publish', 'remove'];
    case 'published':
      return [featured ? 'unfeature' : 'feature', 'expire', 'remove'];
    case 'expired':
      return ['restore', 'remove'];
    case 'removed':
      return ['restore'];
  }
}

export const ACTION_LABELS: Record<EventAction, string> = {
  publish: 'Publish',
  feature: 'Feature',
  unfeature: 'Unfeature',
  expire: 'Expire',
  remove: 'Remove',
  restore: 'Restore',
};

/** Past participles for result messages: "3 events expired". */
export const ACTION_DONE: Record<EventAction, string> = {
  publish: 'published',
  feature: 'featured',
  unfeature: 'unfeatured',
  expire: 'expired',
  remove: 'removed',
  restore: 'restored',
};

/** Actions that take an event off the site ask for confirmation first. */
export const CONFIRM_ACTIONS: ReadonlySet<EventAction> = new Set<EventAction>(['expire', 'remove']);

export const STATUS_LABELS: Record<EventStatus, string> = { draft: 'Draft', published: 'Published', expired: 'Expired', removed: 'Removed' };
export const STATUS_COLOURS: Record<EventStatus, string> = { draft: 'gray', published: 'green', expired: 'orange', removed: 'red' };

export function bulkResultMessage(action: BulkAction, succeeded: number, failed: number): string {
  const done = `${succeeded} ${succeeded === 1 ? 'event' : 'events'} ${ACTION_DONE[action]}`;
  return failed ? `${done}; ${failed} could not be changed.` : `${done}.`;
}
