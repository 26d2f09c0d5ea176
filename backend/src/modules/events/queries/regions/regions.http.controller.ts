import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RegionsQuery } from './regions.query';

@ApiTags('events')
@Controller('api/events')
export class RegionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('regions')
  regions() {
    return this.queries.execute(new RegionsQuery());
  }
}
