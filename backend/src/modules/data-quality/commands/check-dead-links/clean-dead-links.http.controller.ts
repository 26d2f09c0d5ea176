import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { JobScheduler } from '../../../../platform/scheduler/job-scheduler';
import { deadLinksAnswerSchema } from '../clean-websites/cleanup.response';
import { noBodySchema } from '../no-body.request';
import { DeadLinksReport } from './check-dead-links.command';
import { checkDeadLinksJob } from './check-dead-links.job';

@ApiTags('admin: data quality')
@Controller('api/admin')
export class CleanDeadLinksController {
  constructor(private readonly jobs: JobScheduler) {}

  /** Runs the dead-link job now (same lock and operations-log row as the schedule) and answers its counts. */
  @Post('clean-dead-links')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check every event link now; links dead on two runs a day apart are cleared (409 while it runs)' })
  @ApiZodBody(noBodySchema)
  @ApiZodResponse(200, deadLinksAnswerSchema)
  async run(@Body(new ZodValidationPipe(noBodySchema)) _body: object): Promise<DeadLinksReport> {
    const { done } = await this.jobs.runNow(checkDeadLinksJob.name);
    return ((await done) as Awaited<typeof done> & { report: DeadLinksReport }).report;
  }
}
