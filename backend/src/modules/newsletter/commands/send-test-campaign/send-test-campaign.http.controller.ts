import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { campaignBodySchema } from '../../application/campaign.schemas';
import { SendTestCampaignCommand, testCampaignAnswerSchema } from './send-test-campaign.command';

const testSchema = campaignBodySchema.extend({
  email: z.string({ required_error: 'Enter the address for the test email' }).trim().email('Enter a valid address for the test email').max(254),
});

@ApiTags('newsletter management')
@Controller('api/newsletter/campaigns')
export class SendTestCampaignController {
  constructor(private readonly commands: CommandBus) {}

  @Post('test')
  @HttpCode(200)
  @ApiZodBody(testSchema)
  @ApiZodResponse(200, testCampaignAnswerSchema)
  sendTest(@Body(new ZodValidationPipe(testSchema)) body: z.infer<typeof testSchema>) {
    const { email, ...campaign } = body;
    return this.commands.execute(new SendTestCampaignCommand(campaign, email));
  }
}
