import { MailTransport } from '../application/ports/mail-transport.port';
import { OutgoingMail } from '../domain/outgoing-mail';

/**
 * Embedded default (no SMTP_URL): the outbound_mail row is the delivery. The dispatcher marks it sent with
 * transport "embedded" and the admin console reads the stored message from that table.
 */
export class StoredMailTransport extends MailTransport {
  readonly name = 'embedded';
  async send(_mail: OutgoingMail): Promise<void> {}
}
