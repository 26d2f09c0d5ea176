import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { enhancementPreviewSchema } from '../../contracts/image-answers.schema';
import { EnhancementPreviewQuery } from './enhancement-preview.query';

@Controller('api/ai')
export class EnhancementPreviewController {
  constructor(private readonly queries: QueryBus) {}

  @Get('enhancement-preview/:eventId')
  @ApiTags('admin images')
  @ApiOperation({ summary: 'What enhancing this event would do: source, confidence, current and suggested image, reasoning' })
  @ApiZodResponse(200, enhancementPreviewSchema, 'The suggestion (nothing is changed)')
  preview(@Param('eventId') eventId: string) {
    return this.queries.execute(new EnhancementPreviewQuery(eventId));
  }
}
