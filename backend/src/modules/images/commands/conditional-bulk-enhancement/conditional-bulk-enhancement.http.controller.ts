import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { AUTO_APPLY_CONFIDENCE } from '../../domain/image-enhancement';
import { bulkAnswerSchema } from '../../contracts/image-answers.schema';
import { bulkAnswer } from '../bulk-enhance-thumbnails/bulk-enhance-thumbnails.http.controller';
import { EnhanceImagesCommand } from '../enhance-images/enhance-images.command';
import { ImageOperations } from '../image-operations';
import { conditionalEnhancementRequestSchema } from './conditional-bulk-enhancement.request';

@Controller('api/ai')
export class ConditionalBulkEnhancementController {
  constructor(private readonly operations: ImageOperations) {}

  @Post('conditional-bulk-enhancement')
  @HttpCode(200)
  @ApiTags('admin images')
  @ApiOperation({ summary: 'Enhance up to maxEnhancements events that need it (broken or problematic images first; applied above 0.6)' })
  @ApiZodBody(conditionalEnhancementRequestSchema)
  @ApiZodResponse(200, bulkAnswerSchema, 'Counts and one line per event')
  async run(@Body(new ZodValidationPipe(conditionalEnhancementRequestSchema)) body: z.infer<typeof conditionalEnhancementRequestSchema>) {
    const result = await this.operations.run(
      'conditional-bulk-enhancement',
      new EnhanceImagesCommand({ kind: 'needing', max: body.maxEnhancements }, AUTO_APPLY_CONFIDENCE),
      (r) => ({
        message: `Conditional enhancement: ${r.enhanced} enhanced, ${r.skipped} skipped, ${r.errors} failed`,
        data: { maxEnhancements: body.maxEnhancements, enhanced: r.enhanced, skipped: r.skipped, errors: r.errors },
      }),
    );
    return bulkAnswer(result);
  }
}
