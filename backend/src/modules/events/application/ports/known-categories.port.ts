import { Transaction } from '../../../../platform/event-log/transaction';

/**
 * What the events module needs to know about categories. The categories module implements it, so events
 * imports nothing of categories (the dependency runs one way: categories → events' ports and queries).
 */
export abstract class KnownCategories {
  /** Whether a category with this slug exists, read inside the command's transaction. */
  abstract exists(tx: Transaction, slug: string): Promise<boolean>;
  /** Every category slug from the write model: inside the command's transaction when given (bulk imports). */
  abstract slugs(tx?: Transaction): Promise<Set<string>>;
  /** Display names by slug, from the read model (event views). */
  abstract names(): Promise<Map<string, string>>;
}
