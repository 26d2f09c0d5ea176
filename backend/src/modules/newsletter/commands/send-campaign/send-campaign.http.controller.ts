import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodParam, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { campaignIdSchema } from '../../application/campaign.schemas';
import { SendCampaignCommand, sendCampaignAnswerSchema } from './send-campaign.command';

const sendSchema = z.object({
  /** Leave out to send now. */
  scheduledAt: z.string().datetime({ offset: true, message: 'scheduledAt must be a date and time (ISO 8601)' }).optional(),
  /** The audience: a segment's active members, or null / left out for every active subscriber. */
  segmentId: z.string().uuid('segmentId must be a segment id').nullable().optional(),
});

@ApiTags('newsletter management')
@Controller('api/newsletter/campaigns')
export class SendCampaignController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/send')
  @HttpCode(200)
  @ApiZodParam('id', campaignIdSchema)
  @ApiZodBody(sendSchema)
  @ApiZodResponse(200, sendCampaignAnswerSchema)
  send(@Param('id', new ZodValidationPipe(campaignIdSchema)) id: string, @Body(new ZodValidationPipe(sendSchema)) body: z.infer<typeof sendSchema>) {
    return this.commands.execute(new SendCampaignCommand(id, body.scheduledAt ? new Date(body.scheduledAt) : null, body.segmentId ?? null));
  }
}
