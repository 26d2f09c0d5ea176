import { z } from 'zod';
import { Query } from '@nestjs/cqrs';
import { subscriberRowSchema } from '../../application/subscriber.schemas';
import { SubscriberListParams, SubscriberRow } from '../../application/ports/subscriber-admin.repository.port';

export interface SubscriberPage {
  subscribers: SubscriberRow[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export class ListSubscribersQuery extends Query<SubscriberPage> {
  constructor(readonly params: SubscriberListParams) {
    super();
  }
}

export const subscriberPageSchema = z.object({
  subscribers: z.array(subscriberRowSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
});
