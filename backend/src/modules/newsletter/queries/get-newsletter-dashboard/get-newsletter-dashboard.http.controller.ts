import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { GetNewsletterDashboardQuery, newsletterDashboardSchema } from './get-newsletter-dashboard.query';

@ApiTags('newsletter management')
@Controller('api/newsletter/dashboard')
export class GetNewsletterDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodResponse(200, newsletterDashboardSchema)
  dashboard() {
    return this.queries.execute(new GetNewsletterDashboardQuery());
  }
}
