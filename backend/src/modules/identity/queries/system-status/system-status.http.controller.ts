import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetSystemStatusQuery } from './system-status.query';

@ApiTags('admin: dashboard')
@Controller('api/admin')
export class SystemStatusController {
  constructor(private readonly queries: QueryBus) {}

  @Get('system-status')
  @ApiOperation({ summary: 'System status for the dashboard: database, read model, bus, projections, mail' })
  status() {
    return this.queries.execute(new GetSystemStatusQuery());
  }
}
