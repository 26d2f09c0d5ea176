import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodParam, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { messageAnswerSchema } from '../../application/message-answer.schema';
import { SegmentBody, segmentBodySchema, segmentIdSchema, segmentListSchema, segmentViewSchema } from '../../application/segment.schemas';
import { ListSegmentsQuery } from '../../queries/list-segments/list-segments.query';
import { DeleteSegmentCommand } from '../delete-segment/delete-segment.command';
import { SaveSegmentCommand } from './save-segment.command';

/** Saved audiences (marketing area: owners and marketers, see identity/application/admin-areas.ts). */
@ApiTags('newsletter management')
@Controller('api/admin/newsletter/segments')
export class SegmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiZodResponse(200, segmentListSchema)
  list() {
    return this.queries.execute(new ListSegmentsQuery());
  }

  @Post()
  @ApiZodBody(segmentBodySchema)
  @ApiZodResponse(201, segmentViewSchema)
  create(@Body(new ZodValidationPipe(segmentBodySchema)) body: SegmentBody) {
    return this.commands.execute(new SaveSegmentCommand(null, body));
  }

  @Put(':id')
  @ApiZodParam('id', segmentIdSchema)
  @ApiZodBody(segmentBodySchema)
  @ApiZodResponse(200, segmentViewSchema)
  update(@Param('id', new ZodValidationPipe(segmentIdSchema)) id: string, @Body(new ZodValidationPipe(segmentBodySchema)) body: SegmentBody) {
    return this.commands.execute(new SaveSegmentCommand(id, body));
  }

  @Delete(':id')
  @ApiZodParam('id', segmentIdSchema)
  @ApiZodResponse(200, messageAnswerSchema)
  remove(@Param('id', new ZodValidationPipe(segmentIdSchema)) id: string) {
    return this.commands.execute(new DeleteSegmentCommand(id));
  }
}
