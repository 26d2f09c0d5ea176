import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { AppConfig } from '../../../../platform/config/app-config';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { hashToken, newToken } from '../../../mail/contracts/double-opt-in';
import { normaliseEmail } from '../../../mail/contracts/email-address';
import { MailOutbox, MailRequest } from '../../../mail/contracts/mail-outbox.port';
import { NewsletterLinks } from '../../application/newsletter-links';
import { newsletterConfirmationMail } from '../../application/newsletter.templates';
import { SubscriberAdminRepository } from '../../application/ports/subscriber-admin.repository.port';
import { CONFIRMATION_TTL_DAYS } from '../../domain/newsletter-subscription.aggregate';
import { NewsletterEventTypes } from '../../domain/newsletter.events';
import { NewsletterAdminActions } from '../newsletter-admin-action';
import { ImportSubscribersCommand, ImportSubscribersResult, InvalidLine } from './import-subscribers.command';

const CHUNK = 5000;
const SHOWN_INVALID = 100;

/**
 * Streams the text through csv-parse and inserts addresses in chunks of 5,000 (one INSERT … ON CONFLICT DO NOTHING
 * and one summarising NewsletterSubscribersImported event per chunk, each its own transaction), so a 100,000-line
 * file never sits in memory as rows and a failure keeps the chunks already committed.
 *
 * An imported address is pending, like a public sign-up: staff cannot vouch for consent they did not collect, so each
 * new row gets the double opt-in mail (queued in the same transaction, one per address, never for a duplicate) and
 * receives no campaign until its owner confirms. The mails are spread over time at NEWSLETTER_SEND_RATE, as a
 * campaign is, so a large file does not burst through the mail server; unconfirmed rows are purged as sign-ups are.
 */
@CommandHandler(ImportSubscribersCommand)
export class ImportSubscribersHandler implements ICommandHandler<ImportSubscribersCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly admin: SubscriberAdminRepository,
    private readonly actions: NewsletterAdminActions,
    private readonly outbox: MailOutbox,
    private readonly links: NewsletterLinks,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  execute({ csvData }: ImportSubscribersCommand) {
    return this.actions.run('import-subscribers', {}, async () => {
      const seen = new Set<string>();
      const invalidLines: InvalidLine[] = [];
      let invalid = 0;
      let fileDuplicates = 0;
      let added = 0;
      let offered = 0;
      let chunkNo = 0;
      let batch: string[] = [];
      let column = 0;
      const start = this.clock.now().getTime();
      const rate = this.config.values.NEWSLETTER_SEND_RATE;

      const flush = async () => {
        if (batch.length === 0) return;
        const emails = batch;
        batch = [];
        chunkNo += 1;
        const chunk = chunkNo;
        offered += emails.length;
        const tokens = new Map(emails.map((email) => [email, newToken()]));
        const base = added;
        const expiresAt = new Date(this.clock.now().getTime() + CONFIRMATION_TTL_DAYS * 86_400_000);
        added += await this.uow.run(async (tx) => {
          const rows = emails.map((email) => ({ email, confirmTokenHash: hashToken(tokens.get(email)!) }));
          const inserted = await this.admin.importChunk(tx, rows, expiresAt);
          const mails = inserted.map((sub): MailRequest => {
            const mail = newsletterConfirmationMail({
              confirm: this.links.confirm(tokens.get(sub.email)!),
              unsubscribe: this.links.unsubscribe(sub.unsubscribeToken),
              expiresInDays: CONFIRMATION_TTL_DAYS,
            });
            return {
              idempotencyKey: `newsletter-confirm:import:${sub.id}`,
              category: 'newsletter',
              to: sub.email,
              ...mail,
              headers: this.links.headers(sub.unsubscribeToken),
            };
          });
          await this.outbox.enqueueMany(tx, mails, (i) => new Date(start + Math.floor(((base + i) * 1000) / rate)));
          await this.admin.recordBatchEvent(tx, NewsletterEventTypes.Imported, { added: inserted.length, duplicates: emails.length - inserted.length, chunk });
          return inserted.length;
        });
      };

      const parser = Readable.from([csvData]).pipe(
        parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, info: true }),
      );
      let first = true;
      for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
        if (first) {
          first = false;
          const header = record.findIndex((c) => /^e-?mail( address)?$/i.test(c));
          if (header >= 0) {
            column = header;
            continue;
          }
        }
        const raw = record[column] ?? '';
        if (raw === '') continue;
        const email = normaliseEmail(raw);
        if (!email) {
          invalid += 1;
          if (invalidLines.length < SHOWN_INVALID) invalidLines.push({ line: info.lines, value: raw.slice(0, 254), reason: 'not a valid email address' });
          continue;
        }
        if (seen.has(email)) {
          fileDuplicates += 1;
          continue;
        }
        seen.add(email);
        batch.push(email);
        if (batch.length >= CHUNK) await flush();
      }
      await flush();

      const duplicates = fileDuplicates + (offered - added);
      const message = `Imported ${added} subscriber${added === 1 ? '' : 's'}: ${duplicates} duplicate${duplicates === 1 ? '' : 's'}, ${invalid} invalid. New addresses stay pending until they confirm the opt-in email sent to them.`;
      const result: ImportSubscribersResult = { message, added, duplicates, invalid, invalidLines };
      return { result, message, data: { added, duplicates, invalid } };
    });
  }
}
