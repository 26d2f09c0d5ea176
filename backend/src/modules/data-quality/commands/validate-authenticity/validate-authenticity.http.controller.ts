import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { JobScheduler } from '../../../../platform/scheduler/job-scheduler';
import { authenticityReportSchema } from '../clean-websites/cleanup.response';
import { noBodySchema } from '../no-body.request';
import { AuthenticityReport } from './validate-authenticity.command';
import { validateAuthenticityJob } from './validate-authenticity.job';

@ApiTags('admin: data quality')
@Controller('api/admin')
export class ValidateAuthenticityController {
  constructor(private readonly jobs: JobScheduler) {}

  @Post('validate-authenticity')
  @HttpCode(200)
  @ApiOperation({ summary: 'Score every event now; events under 50 % confidence are removed with the reason (restorable; 409 while it runs)' })
  @ApiZodBody(noBodySchema)
  @ApiZodResponse(200, authenticityReportSchema)
  async run(@Body(new ZodValidationPipe(noBodySchema)) _body: object): Promise<AuthenticityReport> {
    const { done } = await this.jobs.runNow(validateAuthenticityJob.name);
    return ((await done) as Awaited<typeof done> & { report: AuthenticityReport }).report;
  }
}
