export interface SentMailRow {
  id: string;
  category: string;
  to: string;
  subject: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'bounced';
  attempts: number;
  lastError: string | null;
  transport: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface SentMailParams {
  status?: SentMailRow['status'];
  category?: string;
  q?: string;
  page: number;
  limit: number;
}

export type SentMailMessage = SentMailRow & { html: string; text: string; headers: Record<string, string> };

/** The outbound-mail table as the admin console reads it, and its clean-up. */
export abstract class SentMailStore {
  /** Newest first, filtered by status, category and a text in the address or subject. */
  abstract list(params: SentMailParams): Promise<{ items: SentMailRow[]; total: number }>;
  abstract get(id: string): Promise<SentMailMessage | null>;
  /** Deletes sent mail older than the cutoff; returns how many. */
  abstract purgeSentBefore(cutoff: Date): Promise<number>;
}
