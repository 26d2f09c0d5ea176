import { LinkCheck, LinkVerdict } from '../../domain/link-verdict';

/** Per-link check history (a link is judged over runs, not one night). */
export abstract class LinkHistory {
  abstract record(url: string, checkedAt: Date, check: LinkCheck): Promise<void>;
  /** Earlier checks of these links, newest first, from the last `days` days. */
  abstract history(urls: string[], before: Date, days: number): Promise<Map<string, Array<{ checkedAt: Date; verdict: LinkVerdict }>>>;
}

export interface AuthenticityRecord {
  eventId: string;
  confidence: number;
  platform: string;
  signals: Record<string, unknown>;
  checkedAt: Date;
}

/** Each event's latest authenticity score and the signals behind it. */
export abstract class AuthenticityRecords {
  abstract save(record: AuthenticityRecord): Promise<void>;
}
