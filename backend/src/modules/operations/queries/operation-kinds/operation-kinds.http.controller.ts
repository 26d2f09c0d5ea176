import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { OperationKinds, OperationKindsQuery, operationKindsSchema } from './operation-kinds.query';

@ApiTags('admin')
@Controller('api/admin/operations/kinds')
export class OperationKindsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Every kind of operation in the log, for filtering' })
  @ApiZodResponse(200, operationKindsSchema, 'The kinds, sorted')
  kinds(): Promise<OperationKinds> {
    return this.queries.execute(new OperationKindsQuery());
  }
}
