import { OutgoingMail } from '../../domain/outgoing-mail';

/** Delivers one rendered mail or throws. Adapters: SMTP (nodemailer) and the embedded store. */
export abstract class MailTransport {
  abstract readonly name: string;
  abstract send(mail: OutgoingMail): Promise<void>;
  async close(): Promise<void> {}
  /** Checks the connection (SMTP: connect, greet, authenticate); the embedded store has nothing to check. */
  async verify(): Promise<void> {}
}
