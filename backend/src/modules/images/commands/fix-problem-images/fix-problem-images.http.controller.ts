import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { dashboardActionAnswerSchema } from '../../contracts/image-answers.schema';
import { AUTO_APPLY_CONFIDENCE } from '../../domain/image-enhancement';
import { EnhanceImagesCommand } from '../enhance-images/enhance-images.command';
import { ImageOperations } from '../image-operations';

/**
 * Dashboard "Fix Specific Event Images": the events whose images are broken or problematic by the analysis rules
 * (no list of ids or titles: the spec's special cases become general rules).
 */
@ApiTags('admin images')
@Controller('api/admin')
export class FixProblemImagesController {
  constructor(private readonly operations: ImageOperations) {}

  @Post('fix-specific-images')
  @HttpCode(200)
  @ApiOperation({ summary: 'Fix every broken or problematic event image (official website image, else the generated cover)' })
  @ApiZodResponse(200, dashboardActionAnswerSchema, 'What was fixed')
  async fix() {
    const r = await this.operations.run('fix-problem-images', new EnhanceImagesCommand({ kind: 'problematic' }, AUTO_APPLY_CONFIDENCE), (result) => ({
      message: `Problem images: ${result.enhanced} fixed, ${result.skipped} left, ${result.errors} failed`,
      data: { checked: result.processed, replaced: result.enhanced, skipped: result.skipped, errors: result.errors },
    }));
    return {
      success: r.errors === 0,
      message: r.processed === 0 ? 'No broken or problematic images found.' : `Fixed ${r.enhanced} of ${r.processed} broken or problematic images.`,
      checked: r.processed,
      replaced: r.enhanced,
      skipped: r.skipped,
      errors: r.errors,
    };
  }
}
