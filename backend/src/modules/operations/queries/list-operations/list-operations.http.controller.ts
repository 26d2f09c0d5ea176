import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { ListOperationsQuery, OperationsPage, operationsPageSchema } from './list-operations.query';
import { listOperationsFields, ListOperationsRequest, listOperationsRequestSchema } from './list-operations.request';

@ApiTags('admin')
@Controller('api/admin/operations')
export class ListOperationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The operations log (admin actions and job runs), newest first, filtered by kind, actor, outcome and days' })
  @ApiZodQuery(listOperationsFields)
  @ApiZodResponse(200, operationsPageSchema, 'A page of the log, newest first, with the total')
  list(@Query(new ZodValidationPipe(listOperationsRequestSchema)) r: ListOperationsRequest): Promise<OperationsPage> {
    return this.queries.execute(new ListOperationsQuery(r));
  }
}
