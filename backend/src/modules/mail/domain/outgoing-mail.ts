/** A mail as the outbox stores it and a transport sends it. Bodies are already rendered (HTML + text). */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers: Record<string, string>;
}

/** What a use case hands to the outbox; `idempotencyKey` makes one request produce at most one mail row. */
export interface MailRequest {
  idempotencyKey: string;
  category: MailCategory;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export type MailCategory = 'newsletter' | 'contact' | 'early-access';
