import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { discoveryRunListSchema } from '../../contracts/discovery.schemas';
import { ListDiscoveryRunsQuery } from './list-discovery-runs.query';

@ApiTags('admin: discovery')
@Controller('api/ai/discovery-runs')
export class ListDiscoveryRunsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'The latest 20 discovery runs, newest first (admin)' })
  @ApiZodResponse(200, discoveryRunListSchema)
  @ApiResponse({ status: 401, description: 'Not signed in', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } })
  list() {
    return this.queries.execute(new ListDiscoveryRunsQuery(20));
  }
}
