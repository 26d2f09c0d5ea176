import { Body, Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodParam, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { CampaignBody, campaignBodySchema, campaignIdSchema, campaignSummarySchema } from '../../application/campaign.schemas';
import { SaveCampaignCommand } from './save-campaign.command';

@ApiTags('newsletter management')
@Controller('api/newsletter/campaigns')
export class SaveCampaignController {
  constructor(private readonly commands: CommandBus) {}

  /** Save Draft (and the first half of Create & Send). */
  @Post()
  @ApiZodBody(campaignBodySchema)
  @ApiZodResponse(201, campaignSummarySchema, 'The draft')
  create(@Body(new ZodValidationPipe(campaignBodySchema)) body: CampaignBody) {
    return this.commands.execute(new SaveCampaignCommand(null, body));
  }

  @Put(':id')
  @ApiZodParam('id', campaignIdSchema)
  @ApiZodBody(campaignBodySchema)
  @ApiZodResponse(200, campaignSummarySchema)
  update(@Param('id', new ZodValidationPipe(campaignIdSchema)) id: string, @Body(new ZodValidationPipe(campaignBodySchema)) body: CampaignBody) {
    return this.commands.execute(new SaveCampaignCommand(id, body));
  }
}
