import { Query } from '@nestjs/cqrs';
import { OperationsFilter } from '../../../../platform/operations/operations-log';

/** The most rows one export carries (newest first); the file says when there were more. */
export const EXPORT_LIMIT = 10_000;

/** The filtered operations log as CSV lines, newest first. */
export class ExportOperationsQuery extends Query<{ csv: string; total: number; rows: number }> {
  constructor(readonly filter: OperationsFilter) {
    super();
  }
}
