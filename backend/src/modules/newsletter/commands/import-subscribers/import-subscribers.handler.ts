import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { normaliseEmail } from '../../../mail/contracts/email-address';
import { SubscriberAdminRepository } from '../../application/ports/subscriber-admin.repository.port';
import { NewsletterEventTypes } from '../../domain/newsletter.events';
import { NewsletterAdminActions } from '../newsletter-admin-action';
import { ImportSubscribersCommand, ImportSubscribersResult, InvalidLine } from './import-subscribers.command';

const CHUNK = 5000;
const SHOWN_INVALID = 100;

/**
 * Streams the text through csv-parse and inserts addresses in chunks of 5,000 (one INSERT … ON CONFLICT DO NOTHING
 * and one summarising NewsletterSubscribersImported event per chunk, each its own transaction), so a 100,000-line
 * file never sits in memory as rows and a failure keeps the chunks already committed.
 */
@CommandHandler(ImportSubscribersCommand)
export class ImportSubscribersHandler implements ICommandHandler<ImportSubscribersCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly admin: SubscriberAdminRepository,
    private readonly actions: NewsletterAdminActions,
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

      const flush = async () => {
        if (batch.length === 0) return;
        const emails = batch;
        batch = [];
        chunkNo += 1;
        const chunk = chunkNo;
        offered += emails.length;
        added += await this.uow.run(async (tx) => {
          const inserted = await this.admin.importChunk(tx, emails);
          await this.admin.recordBatchEvent(tx, NewsletterEventTypes.Imported, { added: inserted, duplicates: emails.length - inserted, chunk });
          return inserted;
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
      const message = `Imported ${added} subscriber${added === 1 ? '' : 's'}: ${duplicates} duplicate${duplicates === 1 ? '' : 's'}, ${invalid} invalid`;
      const result: ImportSubscribersResult = { message, added, duplicates, invalid, invalidLines };
      return { result, message, data: { added, duplicates, invalid } };
    });
  }
}
