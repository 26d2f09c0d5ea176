import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { QUALITY_CODES } from '../../domain/event-quality';
import { EventStatus } from '../../domain/event.aggregate';

export const EVENT_STATUSES = ['draft', 'published', 'expired', 'removed'] as const satisfies readonly EventStatus[];
export const eventStatusSchema = z.enum(EVENT_STATUSES);
/** A data-quality rule's code (domain/event-quality.ts). */
export const qualityCodeSchema = z.enum(QUALITY_CODES as [string, ...string[]]);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** AdminEventRow of the admin API contract. */
export const adminEventRowSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: eventStatusSchema,
    featured: z.boolean(),
    category: z.string(),
    region: z.string(),
    city: z.string(),
    startDate: day,
    endDate: day,
    version: z.number().int().min(1),
    updatedAt: z.string(),
    problems: z.array(qualityCodeSchema),
    /** A draft's scheduled publish time (ISO 8601 UTC), from the write model; null when none is set. */
    publishAt: z.string().nullable(),
  })
  .strict();
export type AdminEventRow = z.infer<typeof adminEventRowSchema>;
export const adminEventPageSchema = z
  .object({ items: z.array(adminEventRowSchema), total: z.number().int().min(0), page: z.number().int().min(1), limit: z.number().int().min(1) })
  .strict();

export interface AdminEventListParams {
  q?: string;
  status?: EventStatus[];
  category?: string[];
  region?: string[];
  /** A problem code, `any` (every invalid event) or `none` (every valid one). */
  problem?: string;
  featured?: boolean;
  sort?: 'updatedAt' | 'startDate' | 'title';
  order?: 'asc' | 'desc';
  page: number;
  limit: number;
}

export class ListAdminEventsQuery extends Query<z.infer<typeof adminEventPageSchema>> {
  constructor(readonly params: AdminEventListParams) {
    super();
  }
}
