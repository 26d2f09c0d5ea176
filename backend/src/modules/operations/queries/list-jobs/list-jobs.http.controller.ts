import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { JobInfo } from '../../../../platform/scheduler/job-scheduler';
import { jobListSchema, ListJobsQuery } from './list-jobs.query';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('admin')
@Controller('api/admin/jobs')
export class ListJobsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Background jobs: schedule (Europe/London), on/off, running, last and next run' })
  @ApiZodResponse(200, jobListSchema)
  list(): Promise<{ items: JobInfo[] }> {
    return this.queries.execute(new ListJobsQuery());
  }
}
