import { Query } from '@nestjs/cqrs';

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

/** Every mail the site queued (newest first): what someone on embedded defaults reads instead of an inbox. */
export class ListSentMailQuery extends Query<{ items: SentMailRow[]; total: number; page: number; limit: number }> {
  constructor(readonly params: SentMailParams) {
    super();
  }
}

/** One stored message with its bodies. */
export class GetSentMailQuery extends Query<(SentMailRow & { html: string; text: string; headers: Record<string, string> }) | null> {
  constructor(readonly id: string) {
    super();
  }
}
