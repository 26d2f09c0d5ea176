import { Controller, Get, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { eventProvenanceSchema } from '../../contracts/discovery.schemas';
import { GetEventProvenanceQuery } from './get-event-provenance.query';

@ApiTags('admin events')
@Controller('api/admin/events')
export class GetEventProvenanceController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/provenance')
  @ApiOperation({ summary: 'Where a discovered event came from: source, page or feed, fetched at, run (null when entered by hand)' })
  @ApiZodResponse(200, eventProvenanceSchema)
  get(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ code: 'EVENT.NOT_FOUND', message: 'No event has that id.' }) }))
    id: string,
  ) {
    return this.queries.execute(new GetEventProvenanceQuery(id));
  }
}
