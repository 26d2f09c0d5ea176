import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { HistoryEntry } from './event-history';

/** GET /api/admin/events/{id}/history, newest first (event-history.ts). */
export const eventHistorySchema = z
  .object({
    items: z.array(
      z
        .object({
          sequence: z.number().int().min(1),
          version: z.number().int().min(1),
          type: z.string(),
          occurredAt: z.string().datetime(),
          /** Who: `admin` (with username), `job` (with name), `cli`, `system`… or `unknown`; never an internal id. */
          actor: z.object({ kind: z.string(), username: z.string().optional(), name: z.string().optional() }).strict(),
          /** Each changed field, before → after (any JSON value; null when absent). */
          changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() }).strict()),
          /** The removal reason, on EventRemoved only. */
          reason: z.string().nullable().optional(),
        })
        .strict(),
    ),
  })
  .strict();

export class GetEventHistoryQuery extends Query<{ items: HistoryEntry[] }> {
  constructor(readonly id: string) {
    super();
  }
}
