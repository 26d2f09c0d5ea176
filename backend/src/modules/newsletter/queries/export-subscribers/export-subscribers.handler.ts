import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '../../../../platform/http/csv-cell';
import { SubscriberAdminRepository } from '../../application/ports/subscriber-admin.repository.port';
import { ExportSubscribersQuery } from './export-subscribers.query';

const PAGE = 5000;

@QueryHandler(ExportSubscribersQuery)
export class ExportSubscribersHandler implements IQueryHandler<ExportSubscribersQuery> {
  constructor(private readonly admin: SubscriberAdminRepository) {}

  async execute({ filter }: ExportSubscribersQuery): Promise<AsyncIterable<string>> {
    const admin = this.admin;
    async function* lines() {
      yield stringify([['email', 'status', 'active', 'source', 'subscribed_at']]);
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows = await admin.exportPage(filter, after, PAGE);
        if (rows.length === 0) return;
        yield stringify(rows.map((r) => [neutraliseCell(r.email), r.status, r.status === 'active' ? 'yes' : 'no', r.source, r.subscribedAt]));
        after = rows[rows.length - 1].id;
      }
    }
    return lines();
  }
}
