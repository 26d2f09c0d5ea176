import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { eventPreviewSchema, PreviewEventQuery } from './preview-event.query';

@ApiTags('admin events')
@Controller('api/admin/events/:id')
export class PreviewEventController {
  constructor(private readonly queries: QueryBus) {}

  /** Unpublished text: never stored by a cache, never indexed (the admin guard refuses anonymous callers). */
  @Get('preview')
  @Header('Cache-Control', 'no-store')
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @ApiZodResponse(200, eventPreviewSchema, 'The event as its public page will show it, from the write model, with its real status')
  preview(@Param('id') id: string) {
    return this.queries.execute(new PreviewEventQuery(id));
  }
}
