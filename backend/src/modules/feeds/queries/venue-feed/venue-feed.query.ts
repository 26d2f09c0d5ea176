import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import type { FeedFormat } from '../../contracts/feed-links';
import type { RenderedFeed } from '../../application/feed';

/** GET /api/feeds/venue.*?venue= : the venue's slug, as in its page's URL (/venue/:slug). */
export const venueFeedSchema = z.object({
  venue: z
    .string({ required_error: 'venue is required: the slug of the venue to follow (as in /venue/…)', invalid_type_error: 'venue must be text' })
    .trim()
    .regex(/^[a-z0-9-]+$/, 'venue must be a venue slug such as "roundhouse-london" (lower-case letters, digits and hyphens)')
    .max(120, 'venue can be at most 120 characters'),
});
export type VenueFeedRequest = z.infer<typeof venueFeedSchema>;

/** The feed of what is on at one venue: its upcoming events. */
export class VenueFeedQuery extends Query<RenderedFeed> {
  constructor(
    readonly slug: string,
    readonly format: FeedFormat,
  ) {
    super();
  }
}
