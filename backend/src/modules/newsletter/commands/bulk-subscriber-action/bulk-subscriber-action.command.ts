import { z } from 'zod';
import { Command } from '@nestjs/cqrs';
import { BulkAction, SubscriberSelection } from '../../application/ports/subscriber-admin.repository.port';

export const BULK_SUBSCRIBER_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export const MAX_LISTED_IDS = 1000;
/** Rows per statement and transaction: large enough to be quick, small enough to keep locks short. */
export const BULK_CHUNK = 5000;

export interface BulkSubscriberResult {
  message: string;
  changed: number;
  selected: number;
}

/** Activate, deactivate or delete selected subscribers or all matching a filter, set-based in chunks. */
export class BulkSubscriberActionCommand extends Command<BulkSubscriberResult> {
  constructor(
    readonly action: BulkAction,
    readonly selection: SubscriberSelection,
  ) {
    super();
  }
}

export const bulkSubscriberAnswerSchema = z.object({ message: z.string(), changed: z.number().int(), selected: z.number().int() });
