import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { SUBSCRIBER_SORTS } from '../../application/ports/subscriber-admin.repository.port';
import { subscriberFilterSchema } from '../../application/subscriber.schemas';
import { ListSubscribersQuery, subscriberPageSchema } from './list-subscribers.query';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const subscriberListSchema = subscriberFilterSchema.extend({
  sort: z.preprocess(
    blankToUndefined,
    z.enum(SUBSCRIBER_SORTS, { errorMap: () => ({ message: `sort must be one of: ${SUBSCRIBER_SORTS.join(', ')}` }) }).default('subscribedAt'),
  ),
  order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], { errorMap: () => ({ message: 'order must be asc or desc' }) }).default('desc')),
  page: z.coerce.number({ invalid_type_error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(100_000).default(1),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit can be at most 200')
    .default(50),
});

@ApiTags('newsletter management')
@Controller()
export class ListSubscribersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('api/newsletter/subscribers')
  @ApiZodQuery(subscriberListSchema)
  @ApiZodResponse(200, subscriberPageSchema)
  list(@Query(new ZodValidationPipe(subscriberListSchema)) params: z.infer<typeof subscriberListSchema>) {
    return this.queries.execute(new ListSubscribersQuery(params));
  }

  /** User management's Newsletter tab (the spec's call; same answer). */
  @Get('api/admin/newsletter/subscribers')
  @ApiZodQuery(subscriberListSchema)
  @ApiZodResponse(200, subscriberPageSchema)
  listForUserManagement(@Query(new ZodValidationPipe(subscriberListSchema)) params: z.infer<typeof subscriberListSchema>) {
    return this.queries.execute(new ListSubscribersQuery(params));
  }
}
