import { Command } from '@nestjs/cqrs';

export const BULK_ACTIONS = ['publish', 'feature', 'unfeature', 'expire', 'remove'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const MAX_BULK_IDS = 500;

export interface BulkEventActionResult {
  succeeded: number;
  failed: Array<{ id: string; message: string }>;
}

/** One lifecycle action on many events; each event is its own command (and transaction). */
export class BulkEventActionCommand extends Command<BulkEventActionResult> {
  constructor(
    readonly action: BulkAction,
    readonly ids: string[],
  ) {
    super();
  }
}
