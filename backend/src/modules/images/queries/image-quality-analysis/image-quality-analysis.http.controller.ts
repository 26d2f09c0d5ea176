import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { enhancementStatusSchema, imageQualityAnalysisSchema } from '../../contracts/image-answers.schema';
import { EnhancementStatusQuery, ImageQualityAnalysisQuery } from './image-quality-analysis.query';

@Controller('api/ai')
export class ImageQualityAnalysisController {
  constructor(private readonly queries: QueryBus) {}

  @Get('image-quality-analysis')
  @ApiTags('admin images')
  @ApiOperation({ summary: 'Stored image analysis: summary, preserved and problematic images with score and reason' })
  @ApiZodResponse(200, imageQualityAnalysisSchema, 'The stored analysis')
  analysis() {
    return this.queries.execute(new ImageQualityAnalysisQuery());
  }

  @Get('enhancement-status')
  @ApiTags('admin images')
  @ApiOperation({ summary: 'How many events need a better image and how many were enhanced' })
  @ApiZodResponse(200, enhancementStatusSchema, 'Stored figures')
  status() {
    return this.queries.execute(new EnhancementStatusQuery());
  }
}
