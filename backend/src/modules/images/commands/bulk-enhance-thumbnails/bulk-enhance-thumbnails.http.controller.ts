import { BadRequestException, Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { parseEventIds } from '../../contracts/bulk-event-ids';
import { AUTO_APPLY_CONFIDENCE } from '../../domain/image-enhancement';
import { bulkAnswerSchema } from '../../contracts/image-answers.schema';
import { EnhanceImagesCommand, EnhanceImagesResult } from '../enhance-images/enhance-images.command';
import { ImageOperations } from '../image-operations';
import { bulkEnhanceRequestSchema } from './bulk-enhance-thumbnails.request';

export function bulkAnswer(r: EnhanceImagesResult) {
  return {
    enhanced: r.enhanced,
    skipped: r.skipped,
    errors: r.errors,
    results: r.outcomes.map(({ eventId, status, message }) => ({ eventId, status, message })),
  };
}

@Controller('api/ai')
export class BulkEnhanceThumbnailsController {
  constructor(private readonly operations: ImageOperations) {}

  @Post('bulk-enhance-thumbnails')
  @HttpCode(200)
  @ApiTags('admin images')
  @ApiOperation({ summary: 'Enhance up to 50 given events (applied above confidence 0.6)' })
  @ApiZodBody(bulkEnhanceRequestSchema)
  @ApiZodResponse(200, bulkAnswerSchema, 'Counts and one line per event')
  async bulk(@Body(new ZodValidationPipe(bulkEnhanceRequestSchema)) body: z.infer<typeof bulkEnhanceRequestSchema>) {
    const parsed = parseEventIds(body.eventIds);
    if (!parsed.ok) throw new BadRequestException({ message: parsed.message, fieldErrors: { eventIds: parsed.message } });
    const result = await this.operations.run(
      'bulk-enhance-thumbnails',
      new EnhanceImagesCommand({ kind: 'ids', ids: parsed.ids }, AUTO_APPLY_CONFIDENCE),
      (r) => ({
        message: `Bulk enhancement: ${r.enhanced} enhanced, ${r.skipped} skipped, ${r.errors} failed`,
        data: { requested: parsed.ids.length, enhanced: r.enhanced, skipped: r.skipped, errors: r.errors },
      }),
    );
    return bulkAnswer(result);
  }
}
