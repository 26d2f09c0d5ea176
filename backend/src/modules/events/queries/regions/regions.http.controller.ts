import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { regionCountSchema, RegionsQuery } from './regions.query';
import { z } from 'zod';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('events')
@Controller('api/events')
export class RegionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('regions')
  @ApiZodResponse(200, z.array(regionCountSchema), 'The ten regions with their numbers of upcoming events')
  regions() {
    return this.queries.execute(new RegionsQuery());
  }
}
