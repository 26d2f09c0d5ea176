import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { OperationKinds, OperationKindsQuery } from './operation-kinds.query';

@QueryHandler(OperationKindsQuery)
export class OperationKindsHandler implements IQueryHandler<OperationKindsQuery> {
  constructor(private readonly operations: OperationsLog) {}

  async execute(): Promise<OperationKinds> {
    return { kinds: await this.operations.kinds() };
  }
}
