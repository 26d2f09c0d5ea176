import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobInfo, JobScheduler } from '../../../../platform/scheduler/job-scheduler';
import { ListJobsQuery } from './list-jobs.query';

@QueryHandler(ListJobsQuery)
export class ListJobsHandler implements IQueryHandler<ListJobsQuery> {
  constructor(private readonly scheduler: JobScheduler) {}

  async execute(): Promise<{ items: JobInfo[] }> {
    return { items: await this.scheduler.list() };
  }
}
