import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { eventViewSchema } from '../../contracts/event-view';
import { eventStatusSchema } from '../list-admin-events/list-admin-events.query';

/**
 * A draft's public page before it is published: `event` is exactly what GET /api/events/{id} would answer once it is
 * published, drawn from the write model; `status`, `version` and `publishAt` say where it really stands.
 */
export const eventPreviewSchema = z
  .object({
    event: eventViewSchema,
    status: eventStatusSchema,
    version: z.number().int().min(1),
    publishAt: z.string().nullable(),
  })
  .strict();
export type EventPreview = z.infer<typeof eventPreviewSchema>;

export class PreviewEventQuery extends Query<EventPreview> {
  constructor(readonly id: string) {
    super();
  }
}
