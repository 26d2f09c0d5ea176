import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { eventSchema, type FestivalEvent } from '../../../lib/api/events/event.schema';
import { adminRequest, adminRetry } from './admin-client';
import { EVENT_STATUSES, type EventStatus } from './admin-event.schema';
import { adminKeys } from './query-keys';

const previewEnvelopeSchema = z.object({ event: z.unknown(), status: z.enum(EVENT_STATUSES), version: z.number(), publishAt: z.string().nullish() });
export interface EventPreview {
  event: FestivalEvent;
  status: EventStatus;
  version: number;
  publishAt?: string | null;
}

/** The event part is checked by the public page's own schema: it is what GET /api/events/:id will answer. */
const eventPreviewSchema = {
  parse: (data: unknown): EventPreview => {
    const envelope = previewEnvelopeSchema.parse(data);
    return { ...envelope, event: eventSchema.parse(envelope.event) };
  },
};

/** GET /api/admin/events/:id/preview: any event (drafts too) from the write model, as its public page will draw it. */
export const getEventPreview = (id: string) => adminRequest(`/api/admin/events/${encodeURIComponent(id)}/preview`, eventPreviewSchema);

export const eventPreviewQueryOptions = (id: string) =>
  // Never kept: a preview is opened to see the latest saved text.
  queryOptions({ queryKey: adminKeys.eventPreview(id), queryFn: () => getEventPreview(id), retry: adminRetry, staleTime: 0, gcTime: 0 });

export const useEventPreview = (id: string) => useQuery(eventPreviewQueryOptions(id));
