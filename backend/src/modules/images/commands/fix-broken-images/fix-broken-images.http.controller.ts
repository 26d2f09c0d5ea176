import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { AUTO_APPLY_CONFIDENCE } from '../../domain/image-enhancement';
import { bulkAnswerSchema } from '../../contracts/image-answers.schema';
import { bulkAnswer } from '../bulk-enhance-thumbnails/bulk-enhance-thumbnails.http.controller';
import { EnhanceImagesCommand } from '../enhance-images/enhance-images.command';
import { ImageOperations } from '../image-operations';

@Controller('api/ai')
export class FixBrokenImagesController {
  constructor(private readonly operations: ImageOperations) {}

  @Post('fix-broken-images')
  @HttpCode(200)
  @ApiTags('admin images')
  @ApiOperation({ summary: 'Replace images that do not load with the official website image or the generated cover' })
  @ApiZodResponse(200, bulkAnswerSchema, 'Counts and one line per event')
  async fix() {
    const result = await this.operations.run('fix-broken-images', new EnhanceImagesCommand({ kind: 'broken' }, AUTO_APPLY_CONFIDENCE), (r) => ({
      message: `Broken images: ${r.enhanced} fixed, ${r.skipped} skipped, ${r.errors} failed`,
      data: { enhanced: r.enhanced, skipped: r.skipped, errors: r.errors },
    }));
    return bulkAnswer(result);
  }
}
