import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RunJobHandler } from './commands/run-job/run-job.handler';
import { RunJobController } from './commands/run-job/run-job.http.controller';
import { ListJobsHandler } from './queries/list-jobs/list-jobs.handler';
import { ListJobsController } from './queries/list-jobs/list-jobs.http.controller';
import { ListOperationsHandler } from './queries/list-operations/list-operations.handler';
import { ListOperationsController } from './queries/list-operations/list-operations.http.controller';

/** Admin views of the operations log and the background jobs (behind the global admin guard). */
@Module({
  imports: [CqrsModule],
  controllers: [ListOperationsController, ListJobsController, RunJobController],
  providers: [ListOperationsHandler, ListJobsHandler, RunJobHandler],
})
export class OperationsModule {}
