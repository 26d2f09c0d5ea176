import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodParam, ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { campaignIdSchema } from '../../application/campaign.schemas';
import { CampaignRecipientsQuery, RECIPIENT_STATUSES, recipientOutcomesSchema } from './campaign-recipients.query';

const paramsSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(RECIPIENT_STATUSES, { errorMap: () => ({ message: `status must be one of: ${RECIPIENT_STATUSES.join(', ')}` }) }).optional(),
  ),
  page: z.coerce.number({ invalid_type_error: 'page must be a number' }).int().min(1, 'page starts at 1').max(100_000).default(1),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(200, 'limit can be at most 200')
    .default(50),
});
@ApiTags('newsletter management')
@Controller('api/newsletter/campaigns')
export class CampaignRecipientsController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Each recipient's outcome: sent, failed with the reason, bounced (the SMTP answer), still queued, or uncertain (a
   * crash left it mid-send; `uncertain: true` also on a mail that was then sent again).
   */
  @Get(':id/recipients')
  @ApiZodParam('id', campaignIdSchema)
  @ApiZodQuery(paramsSchema)
  @ApiZodResponse(200, recipientOutcomesSchema, "Problems first ('sent' last), then by address")
  recipients(@Param('id', new ZodValidationPipe(campaignIdSchema)) id: string, @Query(new ZodValidationPipe(paramsSchema)) q: z.infer<typeof paramsSchema>) {
    return this.queries.execute(new CampaignRecipientsQuery(id, q.status ?? null, q.page, q.limit));
  }
}
