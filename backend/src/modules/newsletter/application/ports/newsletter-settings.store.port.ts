import { Transaction } from '../../../../platform/event-log/transaction';
import { NewsletterSettings } from '../newsletter-settings';

/** The one settings row; `get` answers the defaults until staff save. */
export abstract class NewsletterSettingsStore {
  abstract get(tx?: Transaction): Promise<NewsletterSettings>;
  abstract save(tx: Transaction, settings: NewsletterSettings): Promise<void>;
}
