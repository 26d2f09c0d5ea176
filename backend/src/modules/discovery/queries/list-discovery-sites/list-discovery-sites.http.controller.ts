import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { discoverySiteListSchema } from '../../contracts/discovery.schemas';
import { ListDiscoverySitesQuery } from './list-discovery-sites.query';

@ApiTags('admin: discovery')
@Controller('api/admin/discovery/sites')
export class ListDiscoverySitesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'The websites discovery crawls: staff-added ones and those configured in DISCOVERY_SITES' })
  @ApiZodResponse(200, discoverySiteListSchema)
  list() {
    return this.queries.execute(new ListDiscoverySitesQuery());
  }
}
