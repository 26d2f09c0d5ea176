import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodParam, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { campaignIdSchema } from '../../application/campaign.schemas';
import { campaignReportSchema } from '../../application/campaign-report';
import { CampaignReportQuery } from './campaign-report.query';

@ApiTags('newsletter management')
@Controller('api/admin/newsletter/campaigns')
export class CampaignReportController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/report')
  @ApiZodParam('id', campaignIdSchema)
  @ApiZodResponse(200, campaignReportSchema)
  report(@Param('id', new ZodValidationPipe(campaignIdSchema)) id: string) {
    return this.queries.execute(new CampaignReportQuery(id));
  }
}
