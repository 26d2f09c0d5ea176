import { Transaction } from '../../../../platform/event-log/transaction';
import { SubscriptionSource, SubscriptionStatus } from '../../domain/newsletter-subscription.aggregate';

export interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriptionStatus;
  isActive: boolean;
  source: SubscriptionSource;
  subscribedAt: string;
  confirmedAt: string | null;
  updatedAt: string;
}

export const SUBSCRIBER_SORTS = ['subscribedAt', 'email', 'status', 'updatedAt'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

export interface SubscriberFilter {
  /** Part of the address (case-insensitive). */
  q?: string;
  status?: SubscriptionStatus;
}

export interface SubscriberListParams extends SubscriberFilter {
  sort: SubscriberSort;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** Either listed ids or every row matching a filter ("all matching"). */
export type SubscriberSelection = { ids: string[] } | { filter: SubscriberFilter };

export type BulkAction = 'activate' | 'deactivate' | 'delete';

export interface NewsletterStats {
  totalSubscribers: number;
  activeSubscribers: number;
  byStatus: Record<SubscriptionStatus, number>;
}

export interface ImportRow {
  email: string;
  confirmTokenHash: string;
}

export interface ImportedSubscriber {
  id: string;
  email: string;
  unsubscribeToken: string;
}

/** Set-based reads and writes over the subscriber table (lists, bulk actions, import, export). */
export abstract class SubscriberAdminRepository {
  abstract list(params: SubscriberListParams): Promise<{ items: SubscriberRow[]; total: number }>;
  abstract count(filter: SubscriberFilter): Promise<number>;
  abstract emailTaken(tx: Transaction, email: string, exceptId?: string): Promise<boolean>;
  /**
   * Applies `action` to at most `chunk` selected rows with an id above `afterId` (keyset), in one statement;
   * answers how many rows changed and the last id looked at (null when the selection is exhausted).
   */
  abstract bulkChunk(
    tx: Transaction,
    action: BulkAction,
    selection: SubscriberSelection,
    afterId: string,
    chunk: number,
  ): Promise<{ changed: number; lastId: string | null }>;
  /**
   * Inserts the addresses that are not there yet as pending confirmation (source import, the given confirmation
   * token hash, valid until `expiresAt`); answers the inserted rows so each can be sent its double opt-in mail.
   */
  abstract importChunk(tx: Transaction, rows: ImportRow[], expiresAt: Date): Promise<ImportedSubscriber[]>;
  /** A summarising domain event of one set-based chunk (its own stream, no addresses). */
  abstract recordBatchEvent(tx: Transaction, type: string, payload: Record<string, unknown>): Promise<void>;
  /** Rows for the CSV export, in pages (keyset), oldest first. */
  abstract exportPage(
    status: 'all' | 'active' | 'inactive',
    afterId: string,
    limit: number,
  ): Promise<Array<Pick<SubscriberRow, 'id' | 'email' | 'status' | 'source' | 'subscribedAt'>>>;
  abstract stats(): Promise<NewsletterStats>;
}
