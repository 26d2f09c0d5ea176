import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { JobScheduler } from '../../../../platform/scheduler/job-scheduler';
import { latestExpiry } from '../../application/latest-expiry';
import { noBodySchema } from '../no-body.request';
import { WebsiteCleanupReport } from './clean-websites.command';
import { cleanWebsitesJob } from './clean-websites.job';
import { websiteCleanupSchema } from './cleanup.response';

@ApiTags('admin: data quality')
@Controller('api/admin')
export class CleanWebsitesController {
  constructor(
    private readonly jobs: JobScheduler,
    private readonly operations: OperationsLog,
  ) {}

  /** The dashboard's "Website Cleanup". */
  @Post('clean-websites')
  @HttpCode(200)
  @ApiOperation({ summary: 'Website clean-up now: https where it answers, parked and malformed links cleared; with the latest expiry run (409 while it runs)' })
  @ApiZodBody(noBodySchema)
  @ApiZodResponse(200, websiteCleanupSchema)
  async run(@Body(new ZodValidationPipe(noBodySchema)) _body: object) {
    const { done } = await this.jobs.runNow(cleanWebsitesJob.name);
    const result = (await done) as Awaited<typeof done> & { report: WebsiteCleanupReport };
    return { message: result.message, ...result.report, expiry: await latestExpiry(this.operations) };
  }
}
