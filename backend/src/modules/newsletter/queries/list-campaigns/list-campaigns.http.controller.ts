import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { campaignListSchema } from '../../application/campaign.schemas';
import { ListCampaignsQuery } from './list-campaigns.query';

@ApiTags('newsletter management')
@Controller('api/newsletter/campaigns')
export class ListCampaignsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodResponse(200, campaignListSchema, 'The latest 200 campaigns, newest first')
  list() {
    return this.queries.execute(new ListCampaignsQuery());
  }
}
