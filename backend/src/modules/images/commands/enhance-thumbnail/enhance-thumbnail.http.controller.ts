import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../../../platform/domain/domain-error';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { enhanceThumbnailAnswerSchema } from '../../contracts/image-answers.schema';
import { EnhanceImagesCommand } from '../enhance-images/enhance-images.command';
import { ImageOperations } from '../image-operations';

@Controller('api/ai')
export class EnhanceThumbnailController {
  constructor(private readonly operations: ImageOperations) {}

  /** An admin's explicit choice: the best picture is applied whatever its confidence (bulk runs need more than 0.6). */
  @Post('enhance-thumbnail/:eventId')
  @HttpCode(200)
  @ApiTags('admin images')
  @ApiOperation({ summary: 'Find and apply the best picture for one event (official website image, else the generated cover)' })
  @ApiZodResponse(200, enhanceThumbnailAnswerSchema, 'What was applied, or why nothing changed')
  async enhance(@Param('eventId') eventId: string) {
    const result = await this.operations.run('enhance-thumbnail', new EnhanceImagesCommand({ kind: 'ids', ids: [eventId] }, 0), (r) => ({
      message: r.enhanced ? `Enhanced the image of ${eventId}` : `Image of ${eventId} unchanged: ${r.outcomes[0]?.message ?? ''}`,
      data: { eventId, enhanced: r.enhanced, skipped: r.skipped, errors: r.errors, source: r.outcomes[0]?.preview?.source ?? null },
    }));
    const outcome = result.outcomes[0]!;
    if (!outcome.preview && outcome.status === 'skipped')
      throw new DomainError('EVENT.NOT_FOUND', 'not-found', 'No draft or published event has this id.', { eventId });
    if (outcome.status === 'error') throw new DomainError('IMAGES.ENHANCEMENT_FAILED', 'conflict', outcome.message, { eventId });
    const p = outcome.preview!;
    return {
      eventId,
      enhanced: outcome.status === 'enhanced',
      message: outcome.message,
      enhancement: { source: p.source, confidence: p.confidence, previousImage: p.currentImage, newImage: p.imageUrl, reasoning: p.reasoning },
    };
  }
}
