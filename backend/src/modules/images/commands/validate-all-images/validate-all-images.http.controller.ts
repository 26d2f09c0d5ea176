import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { validateAllAnswerSchema } from '../../contracts/image-answers.schema';
import { ImageOperations } from '../image-operations';
import { ValidateAllImagesCommand } from './validate-all-images.command';

@Controller('api/ai')
export class ValidateAllImagesController {
  constructor(private readonly operations: ImageOperations) {}

  @Post('validate-all-images')
  @HttpCode(200)
  @ApiTags('admin images')
  @ApiOperation({ summary: 'Re-analyse every event image now and fix the broken ones' })
  @ApiZodResponse(200, validateAllAnswerSchema, 'Events looked at, images preserved, broken images fixed')
  validate() {
    return this.operations.run('validate-all-images', new ValidateAllImagesCommand(), (r) => ({
      message: `Validated ${r.analysed} images: ${r.preserved} preserved, ${r.fixed} fixed`,
      data: { ...r },
    }));
  }
}
