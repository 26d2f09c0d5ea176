import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { partnerKeysSchema } from '../../contracts/partner-key';
import { ListKeysQuery } from './list-keys.query';

@ApiTags('admin: partner API keys')
@Controller('api/admin/partner-keys')
export class ListKeysController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Partner API keys with their request counts (owners)' })
  @ApiZodResponse(200, partnerKeysSchema, 'Every key, live ones first')
  list() {
    return this.queries.execute(new ListKeysQuery());
  }
}
