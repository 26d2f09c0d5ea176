import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { WebsiteHealthCheckQuery } from './website-health-check.query';
import { healthReportSchema } from './website-health-check.response';

@ApiTags('admin: monitoring')
@Controller('api/website')
export class WebsiteHealthCheckController {
  constructor(private readonly queries: QueryBus) {}

  @Get('health-check')
  @ApiOperation({ summary: 'Health monitor: twelve checks measured on the running site, overall status, score and summary' })
  @ApiZodResponse(200, healthReportSchema)
  check() {
    return this.queries.execute(new WebsiteHealthCheckQuery());
  }
}
