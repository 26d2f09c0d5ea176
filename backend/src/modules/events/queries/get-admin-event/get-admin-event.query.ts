import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { accessibilitySchema } from '../../contracts/accessibility.schema';
import { EventDetails } from '../../domain/event.aggregate';
import { eventStatusSchema, qualityCodeSchema } from '../list-admin-events/list-admin-events.query';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An event as the admin form edits it: every detail field, plus its lifecycle state and version. */
export const adminEventDetailsSchema = z
  .object({
    id: z.string(),
    version: z.number().int().min(1),
    status: eventStatusSchema,
    featured: z.boolean(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    category: z.string(),
    startDate: day,
    endDate: day,
    venue: z.string(),
    city: z.string(),
    region: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    priceText: z.string().nullable(),
    ticketUrl: z.string().nullable(),
    source: z.string(),
    tags: z.array(z.string()),
    datesConfirmed: z.boolean(),
    venueId: z.string().nullable(),
    /** The event's own accessibility facts. */
    accessibility: accessibilitySchema,
    /** Its venue's facts (what applies where the event states nothing), or null without a venue. */
    venueAccessibility: accessibilitySchema.nullable(),
    updatedAt: z.string(),
    /** A draft's scheduled publish time (ISO 8601 UTC), from the write model; null when none is set. */
    publishAt: z.string().nullable(),
  })
  .strict();
export type AdminEventDetails = z.infer<typeof adminEventDetailsSchema> & Required<EventDetails>;
export const adminEventAnswerSchema = z
  .object({ event: adminEventDetailsSchema, problems: z.array(z.object({ code: qualityCodeSchema, message: z.string() }).strict()) })
  .strict();

export class GetAdminEventQuery extends Query<z.infer<typeof adminEventAnswerSchema>> {
  constructor(readonly id: string) {
    super();
  }
}
