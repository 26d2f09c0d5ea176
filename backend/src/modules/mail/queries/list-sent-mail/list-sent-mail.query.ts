import { Query } from '@nestjs/cqrs';
import { SentMailMessage, SentMailParams, SentMailRow } from '../../application/ports/sent-mail.store.port';

export type { SentMailParams, SentMailRow } from '../../application/ports/sent-mail.store.port';

/** Every mail the site queued (newest first): what someone on embedded defaults reads instead of an inbox. */
export class ListSentMailQuery extends Query<{ items: SentMailRow[]; total: number; page: number; limit: number }> {
  constructor(readonly params: SentMailParams) {
    super();
  }
}

/** One stored message with its bodies. */
export class GetSentMailQuery extends Query<SentMailMessage | null> {
  constructor(readonly id: string) {
    super();
  }
}
