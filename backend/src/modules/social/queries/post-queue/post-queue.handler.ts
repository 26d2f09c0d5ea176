import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ukWallTime } from '../../../../platform/time/uk-wall-clock';
import { toPostView } from '../../application/post.view';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { PostQueueQuery } from './post-queue.query';

/** UK midnight of a calendar day (days past the month's end roll over, as Date.UTC does). */
function ukMidnight(year: number, month: number, day: number): Date {
  const d = new Date(Date.UTC(year, month - 1, day));
  return ukWallTime(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), 0);
}

@QueryHandler(PostQueueQuery)
export class PostQueueHandler implements IQueryHandler<PostQueueQuery> {
  constructor(private readonly posts: SocialPostRepository) {}

  async execute({ request }: PostQueueQuery) {
    const [y, m, d] = request.from.split('-').map(Number) as [number, number, number];
    const from = ukMidnight(y, m, d);
    const to = ukMidnight(y, m, d + request.days);
    const items = await this.posts.queue({ from, to, platform: request.platform });
    return { from: from.toISOString(), to: to.toISOString(), items: items.map(toPostView) };
  }
}
