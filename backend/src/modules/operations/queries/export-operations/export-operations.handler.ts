import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '../../../../platform/http/csv-cell';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { EXPORT_LIMIT, ExportOperationsQuery } from './export-operations.query';

const OUTCOME = (success: boolean | null) => (success === null ? 'running' : success ? 'success' : 'failed');

@QueryHandler(ExportOperationsQuery)
export class ExportOperationsHandler implements IQueryHandler<ExportOperationsQuery> {
  constructor(private readonly operations: OperationsLog) {}

  async execute({ filter }: ExportOperationsQuery) {
    const { items, total } = await this.operations.list({ limit: EXPORT_LIMIT, offset: 0, ...filter });
    const rows = items.map((o) => [
      o.startedAt,
      o.finishedAt ?? '',
      neutraliseCell(o.kind),
      neutraliseCell(o.actor),
      OUTCOME(o.success),
      neutraliseCell(o.message),
      neutraliseCell(JSON.stringify(o.data)),
    ]);
    const csv = stringify([['started_at', 'finished_at', 'kind', 'actor', 'outcome', 'message', 'data'], ...rows]);
    return { csv, total, rows: items.length };
  }
}
