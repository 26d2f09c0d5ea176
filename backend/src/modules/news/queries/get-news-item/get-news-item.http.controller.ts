import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { GetNewsItemQuery } from './get-news-item.query';
import { newsViewSchema } from '../../application/news-view';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('news')
@Controller('api/news')
export class GetNewsItemController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiZodResponse(200, newsViewSchema, 'The news item')
  byId(@Param('id') id: string) {
    return this.queries.execute(new GetNewsItemQuery(id));
  }
}
