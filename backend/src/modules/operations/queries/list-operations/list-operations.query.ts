import { Query } from '@nestjs/cqrs';
import { OperationRecord } from '../../../../platform/operations/operations-log';

export interface OperationsPage {
  items: OperationRecord[];
  total: number;
}

/** A page of the operations log, newest first, optionally of one kind (`job:purge-sent-mail`). */
export class ListOperationsQuery extends Query<OperationsPage> {
  constructor(readonly options: { limit: number; offset: number; kind?: string }) {
    super();
  }
}
