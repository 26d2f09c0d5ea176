import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { subscriberFilterSchema } from '../../application/subscriber.schemas';
import { BULK_SUBSCRIBER_ACTIONS, bulkSubscriberAnswerSchema, BulkSubscriberActionCommand, MAX_LISTED_IDS } from './bulk-subscriber-action.command';

const bulkSchema = z
  .object({
    action: z.enum(BULK_SUBSCRIBER_ACTIONS, { errorMap: () => ({ message: `action must be one of: ${BULK_SUBSCRIBER_ACTIONS.join(', ')}` }) }),
    subscriberIds: z
      .array(z.string().uuid('subscriberIds must be subscriber ids'), { invalid_type_error: 'subscriberIds must be a list of subscriber ids' })
      .min(1, 'Select at least one subscriber')
      .max(MAX_LISTED_IDS, `At most ${MAX_LISTED_IDS} listed subscribers at a time; use "all matching" for more`)
      .optional(),
    /** "All matching the filter": the list's search and status. */
    filter: subscriberFilterSchema.optional(),
  })
  .refine((b) => Boolean(b.subscriberIds) !== Boolean(b.filter), { message: 'Send either subscriberIds or filter', path: ['subscriberIds'] });

@ApiTags('newsletter management')
@Controller('api/newsletter/subscribers')
export class BulkSubscriberActionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('bulk')
  @HttpCode(200)
  @ApiZodBody(bulkSchema)
  @ApiZodResponse(200, bulkSubscriberAnswerSchema)
  bulk(@Body(new ZodValidationPipe(bulkSchema)) body: z.infer<typeof bulkSchema>) {
    const selection = body.subscriberIds ? { ids: body.subscriberIds } : { filter: body.filter ?? {} };
    return this.commands.execute(new BulkSubscriberActionCommand(body.action, selection));
  }
}
