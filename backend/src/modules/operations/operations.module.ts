import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RunJobHandler } from './commands/run-job/run-job.handler';
import { RunJobController } from './commands/run-job/run-job.http.controller';
import { ListJobsHandler } from './queries/list-jobs/list-jobs.handler';
import { ListJobsController } from './queries/list-jobs/list-jobs.http.controller';
import { ListOperationsHandler } from './queries/list-operations/list-operations.handler';
import { ListOperationsController } from './queries/list-operations/list-operations.http.controller';
import { ExportOperationsHandler } from './queries/export-operations/export-operations.handler';
import { ExportOperationsController } from './queries/export-operations/export-operations.http.controller';
import { OperationKindsHandler } from './queries/operation-kinds/operation-kinds.handler';
import { OperationKindsController } from './queries/operation-kinds/operation-kinds.http.controller';

/** Admin views of the operations log and the background jobs (behind the global admin guard). */
@Module({
  imports: [CqrsModule],
  controllers: [ListOperationsController, OperationKindsController, ExportOperationsController, ListJobsController, RunJobController],
  providers: [ListOperationsHandler, OperationKindsHandler, ExportOperationsHandler, ListJobsHandler, RunJobHandler],
})
export class OperationsModule {}
