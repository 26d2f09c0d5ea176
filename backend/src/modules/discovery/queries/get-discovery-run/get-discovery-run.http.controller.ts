import { Controller, Get, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { discoveryRunViewSchema } from '../../contracts/discovery.schemas';
import { GetDiscoveryRunQuery } from './get-discovery-run.query';

/** `:id` of a run: anything but a UUID cannot exist. */
const runIdParam = () =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ code: 'DISCOVERY.RUN_NOT_FOUND', message: 'No discovery run has that id.' }) });

const ERROR = { $ref: '#/components/schemas/Error' };

@ApiTags('admin: discovery')
@Controller('api/ai/discovery-runs')
export class GetDiscoveryRunController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: 'One discovery run: phase, progress and, once ended, its result (admin)' })
  @ApiZodResponse(200, discoveryRunViewSchema)
  @ApiResponse({ status: 401, description: 'Not signed in', content: { 'application/json': { schema: ERROR } } })
  get(@Param('id', runIdParam()) id: string) {
    return this.queries.execute(new GetDiscoveryRunQuery(id));
  }
}
