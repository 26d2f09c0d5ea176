import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { GetSystemStatusQuery, SystemStatusView, systemStatusViewSchema } from './system-status.query';

@ApiTags('admin: dashboard')
@Controller('api/admin')
export class SystemStatusController {
  constructor(private readonly queries: QueryBus) {}

  @Get('system-status')
  @ApiOperation({ summary: 'System status for the dashboard: database, read model, bus, projections, mail' })
  @ApiZodResponse(200, systemStatusViewSchema)
  status(): Promise<SystemStatusView> {
    return this.queries.execute(new GetSystemStatusQuery());
  }
}
