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
