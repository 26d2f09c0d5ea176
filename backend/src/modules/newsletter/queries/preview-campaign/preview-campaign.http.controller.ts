import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { CampaignBody, campaignBodySchema } from '../../application/campaign.schemas';
import { PreviewCampaignQuery, renderedCampaignSchema } from './preview-campaign.query';

@ApiTags('newsletter management')
@Controller('api/newsletter/campaigns')
export class PreviewCampaignController {
  constructor(private readonly queries: QueryBus) {}

  /** A read with a body (the unsaved form): the HTML and text one recipient would get. */
  @Post('preview')
  @HttpCode(200)
  @ApiZodBody(campaignBodySchema)
  @ApiZodResponse(200, renderedCampaignSchema)
  preview(@Body(new ZodValidationPipe(campaignBodySchema)) body: CampaignBody) {
    return this.queries.execute(new PreviewCampaignQuery(body));
  }
}
