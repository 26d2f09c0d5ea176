import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { ListOperationsQuery, OperationsPage } from './list-operations.query';

@QueryHandler(ListOperationsQuery)
export class ListOperationsHandler implements IQueryHandler<ListOperationsQuery> {
  constructor(private readonly operations: OperationsLog) {}

  execute({ options }: ListOperationsQuery): Promise<OperationsPage> {
    return this.operations.list(options);
  }
}
