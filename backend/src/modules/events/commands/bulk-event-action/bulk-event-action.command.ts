import { Command } from '@nestjs/cqrs';
import { z } from 'zod';

export const BULK_ACTIONS = ['publish', 'feature', 'unfeature', 'expire', 'remove'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const MAX_BULK_IDS = 500;

/** Counts, and each refused event with the reason (unknown id, wrong status). */
export const bulkEventActionResultSchema = z
  .object({ succeeded: z.number().int().min(0), failed: z.array(z.object({ id: z.string(), message: z.string() }).strict()) })
  .strict();
export type BulkEventActionResult = z.infer<typeof bulkEventActionResultSchema>;

/** One lifecycle action on many events; each event is its own command (and transaction). */
export class BulkEventActionCommand extends Command<BulkEventActionResult> {
  constructor(
    readonly action: BulkAction,
    readonly ids: string[],
  ) {
    super();
  }
}
