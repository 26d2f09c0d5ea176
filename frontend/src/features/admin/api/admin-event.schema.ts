import { z } from 'zod';
import { accessibilitySchema } from '@contracts/events/accessibility.schema';

/** Shapes of the admin events API (docs: admin API contract). Ids are strings on the client. */
export const EVENT_STATUSES = ['draft', 'published', 'expired', 'removed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

const id = z.union([z.string(), z.number()]).transform(String);

export const adminEventRowSchema = z
  .object({
    id,
    title: z.string(),
    status: z.enum(EVENT_STATUSES),
    featured: z.boolean(),
    category: z.string().nullish(),
    region: z.string().nullish(),
    city: z.string().nullish(),
    startDate: z.string().nullish(),
    endDate: z.string().nullish(),
    version: z.number(),
    updatedAt: z.string().nullish(),
    problems: z.array(z.string()).default([]),
    /** A draft's scheduled publish time (UTC). */
    publishAt: z.string().nullish(),
  })
  .passthrough();
export type AdminEventRow = z.infer<typeof adminEventRowSchema>;

export const adminEventSchema = z
  .object({
    id,
    version: z.number(),
    status: z.enum(EVENT_STATUSES),
    featured: z.boolean(),
    title: z.string(),
    description: z.string().nullish(),
    imageUrl: z.string().nullish(),
    category: z.string().nullish(),
    startDate: z.string().nullish(),
    endDate: z.string().nullish(),
    venue: z.string().nullish(),
    city: z.string().nullish(),
    region: z.string().nullish(),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    priceText: z.string().nullish(),
    ticketUrl: z.string().nullish(),
    source: z.string().nullish(),
    tags: z.array(z.string()).nullish(),
    datesConfirmed: z.boolean().nullish(),
    venueId: z.string().nullish(),
    /** The event's own facts, and its venue's (what applies where the event states nothing). */
    accessibility: accessibilitySchema.nullish(),
    venueAccessibility: accessibilitySchema.nullish(),
    updatedAt: z.string().nullish(),
    publishAt: z.string().nullish(),
  })
  .passthrough();
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const eventProblemSchema = z.object({ code: z.string(), message: z.string() }).passthrough();

export const writeResultSchema = z.object({ id, version: z.number() }).passthrough();
export type WriteResult = z.infer<typeof writeResultSchema>;
