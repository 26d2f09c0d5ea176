import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { dashboardActionAnswerSchema } from '../../contracts/image-answers.schema';
import { AUTO_APPLY_CONFIDENCE } from '../../domain/image-enhancement';
import { EnhanceImagesCommand } from '../enhance-images/enhance-images.command';
import { ImageOperations } from '../image-operations';

/** Dashboard "Replace Unsplash Images": every stock photo (any stock library, by host) gives way to the organiser's image or the cover. */
@ApiTags('admin images')
@Controller('api/admin')
export class ReplaceStockImagesController {
  constructor(private readonly operations: ImageOperations) {}

  @Post('replace-unsplash-images')
  @HttpCode(200)
  @ApiOperation({ summary: "Replace stock photos with the organiser's own image or the generated cover" })
  @ApiZodResponse(200, dashboardActionAnswerSchema, 'What was replaced')
  async replace() {
    const r = await this.operations.run('replace-stock-images', new EnhanceImagesCommand({ kind: 'stock' }, AUTO_APPLY_CONFIDENCE), (result) => ({
      message: `Stock photos: ${result.enhanced} replaced, ${result.skipped} kept, ${result.errors} failed`,
      data: { checked: result.processed, replaced: result.enhanced, skipped: result.skipped, errors: result.errors },
    }));
    return {
      success: r.errors === 0,
      message: r.processed === 0 ? 'No stock photos found.' : `Replaced ${r.enhanced} of ${r.processed} stock photos.`,
      checked: r.processed,
      replaced: r.enhanced,
      skipped: r.skipped,
      errors: r.errors,
    };
  }
}
