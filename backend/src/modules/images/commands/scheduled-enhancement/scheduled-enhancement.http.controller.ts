import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { scheduledAnswerSchema } from '../../contracts/image-answers.schema';
import { ImageOperations } from '../image-operations';
import { ScheduledEnhancementCommand } from './scheduled-enhancement.command';

@Controller('api/ai')
export class ScheduledEnhancementController {
  constructor(private readonly operations: ImageOperations) {}

  /** The daily job's work, run now by an admin (the job itself records `job:scheduled-image-enhancement`). */
  @Post('scheduled-enhancement')
  @HttpCode(200)
  @ApiTags('admin images')
  @ApiOperation({ summary: 'Run the scheduled enhancement now (up to 20 events that need it)' })
  @ApiZodResponse(200, scheduledAnswerSchema, 'Counts')
  async run() {
    const r = await this.operations.run('scheduled-enhancement', new ScheduledEnhancementCommand(), (result) => ({
      message: result.message,
      data: result.counts,
    }));
    return { processed: r.counts.processed!, enhanced: r.counts.enhanced!, skipped: r.counts.skipped!, errors: r.counts.errors! };
  }
}
