import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiZodParam, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { campaignIdSchema, campaignSummarySchema } from '../../application/campaign.schemas';
import { CancelCampaignCommand } from './cancel-campaign.command';

@ApiTags('newsletter management')
@Controller('api/newsletter/campaigns')
export class CancelCampaignController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiZodParam('id', campaignIdSchema)
  @ApiZodResponse(200, campaignSummarySchema)
  cancel(@Param('id', new ZodValidationPipe(campaignIdSchema)) id: string) {
    return this.commands.execute(new CancelCampaignCommand(id));
  }
}
