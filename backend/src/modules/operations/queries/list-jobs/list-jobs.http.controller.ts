import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { JobInfo } from '../../../../platform/scheduler/job-scheduler';
import { ListJobsQuery } from './list-jobs.query';

@ApiTags('admin')
@Controller('api/admin/jobs')
export class ListJobsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Background jobs: schedule (Europe/London), on/off, running, last and next run' })
  list(): Promise<{ items: JobInfo[] }> {
    return this.queries.execute(new ListJobsQuery());
  }
}
