import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventPreviewSchema, type EventPreview } from '../../../lib/api/api-contracts.gen';
import { adminRequest, adminRetry } from '../../../lib/admin/api/admin-client';
import { adminKeys } from '../../../lib/admin/api/query-keys';

export type { EventPreview };

/** GET /api/admin/events/:id/preview: any event (drafts too) from the write model, as its public page will draw it. */
export const getEventPreview = (id: string) => adminRequest(`/api/admin/events/${encodeURIComponent(id)}/preview`, eventPreviewSchema);

export const eventPreviewQueryOptions = (id: string) =>
  // Never kept: a preview is opened to see the latest saved text.
  queryOptions({ queryKey: adminKeys.eventPreview(id), queryFn: () => getEventPreview(id), retry: adminRetry, staleTime: 0, gcTime: 0 });

export const useEventPreview = (id: string) => useQuery(eventPreviewQueryOptions(id));
