import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { GetNewsItemQuery } from './get-news-item.query';

@ApiTags('news')
@Controller('api/news')
export class GetNewsItemController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  byId(@Param('id') id: string) {
    return this.queries.execute(new GetNewsItemQuery(id));
  }
}
