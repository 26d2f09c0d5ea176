import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { AlertStatsQuery, alertStatsSchema } from './alert-stats.query';

/** Behind the global admin guard (marketing area, like the rest of /api/admin/newsletter). */
@ApiTags('alerts')
@Controller('api/admin/newsletter/alerts')
export class AlertStatsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodResponse(200, alertStatsSchema, 'Alerts, confirmed alerts, alert mails sent')
  stats() {
    return this.queries.execute(new AlertStatsQuery());
  }
}
