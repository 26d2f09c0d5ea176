import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { JobScheduler } from '../../../../platform/scheduler/job-scheduler';
import { latestExpiry } from '../../application/latest-expiry';
import { WebsiteCleanupReport } from '../clean-websites/clean-websites.command';
import { cleanWebsitesJob } from '../clean-websites/clean-websites.job';
import { enhancedCleanupAnswerSchema } from '../clean-websites/cleanup.response';
import { noBodySchema } from '../no-body.request';
import { AuthenticityReport } from '../validate-authenticity/validate-authenticity.command';
import { validateAuthenticityJob } from '../validate-authenticity/validate-authenticity.job';

@ApiTags('admin: data quality')
@Controller('api/admin')
export class EnhancedCleanupController {
  constructor(
    private readonly jobs: JobScheduler,
    private readonly operations: OperationsLog,
  ) {}

  /** The website clean-up, then the authenticity check on the cleaned links (two job runs, two operations-log rows). */
  @Post('enhanced-cleanup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Website clean-up followed by the authenticity check; answers both counts (409 while either runs)' })
  @ApiZodBody(noBodySchema)
  @ApiZodResponse(200, enhancedCleanupAnswerSchema)
  async run(@Body(new ZodValidationPipe(noBodySchema)) _body: object) {
    const cleanup = await this.jobs.runNow(cleanWebsitesJob.name);
    const cleaned = ((await cleanup.done) as Awaited<typeof cleanup.done> & { report: WebsiteCleanupReport }).report;
    const check = await this.jobs.runNow(validateAuthenticityJob.name);
    const authenticity = ((await check.done) as Awaited<typeof check.done> & { report: AuthenticityReport }).report;
    return {
      ...cleaned,
      authenticityResults: {
        removed: authenticity.removed,
        averageConfidence: authenticity.averageConfidence,
        validated: authenticity.validated,
        unverified: authenticity.unverified,
      },
      expiry: await latestExpiry(this.operations),
    };
  }
}
