import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { suggestionListSchema } from '../../contracts/ai-description.schemas';
import { ListSuggestionsQuery } from './list-suggestions.query';

@ApiTags('ai descriptions')
@Controller('api/admin/ai/events')
export class ListSuggestionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':eventId/suggestions')
  @ApiOperation({ summary: "An event's stored AI suggestions and analyses with their provider, newest first" })
  @ApiZodResponse(200, suggestionListSchema)
  list(@Param('eventId') eventId: string) {
    return this.queries.execute(new ListSuggestionsQuery(eventId));
  }
}
