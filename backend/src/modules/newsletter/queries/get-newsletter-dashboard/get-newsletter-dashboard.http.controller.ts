import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { SUBSCRIPTION_STATUSES } from '../../domain/newsletter-subscription.aggregate';
import { GetNewsletterDashboardQuery } from './get-newsletter-dashboard.query';

const dashboardSchema = z.object({
  stats: z.object({
    totalSubscribers: z.number().int(),
    activeSubscribers: z.number().int(),
    totalCampaigns: z.number().int(),
    sentCampaigns: z.number().int(),
    bounceRate: z.number(),
  }),
  byStatus: z.object(Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, z.number().int()]))),
});

@ApiTags('newsletter management')
@Controller('api/newsletter/dashboard')
export class GetNewsletterDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodResponse(200, dashboardSchema)
  dashboard() {
    return this.queries.execute(new GetNewsletterDashboardQuery());
  }
}
