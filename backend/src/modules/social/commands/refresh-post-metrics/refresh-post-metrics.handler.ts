import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { FacebookApiError, FacebookPage } from '../../application/ports/facebook-page.port';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { FacebookNotConfiguredError } from '../../domain/social.errors';
import { RefreshPostMetricsCommand } from './refresh-post-metrics.command';

/** The latest posts only: older ones rarely change and every call counts against the page's rate limit. */
const POSTS_PER_REFRESH = 25;

@CommandHandler(RefreshPostMetricsCommand)
export class RefreshPostMetricsHandler implements ICommandHandler<RefreshPostMetricsCommand> {
  constructor(
    private readonly page: FacebookPage,
    private readonly posts: SocialPostRepository,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute() {
    if (!this.page.configured) throw new FacebookNotConfiguredError();
    let refreshed = 0;
    const errors: string[] = [];
    for (const id of await this.posts.publishedIds('facebook', POSTS_PER_REFRESH)) {
      const post = await this.posts.find(id);
      if (!post?.state.externalId) continue;
      try {
        const metrics = await this.page.metrics(post.state.externalId);
        await this.uow.run(async (tx) => {
          const locked = await this.posts.load(tx, id);
          if (!locked) return;
          locked.recordMetrics(metrics, this.clock.now());
          await this.posts.save(tx, locked);
        });
        refreshed += 1;
      } catch (error) {
        if (!(error instanceof FacebookApiError)) throw error;
        errors.push(error.message);
        if (error.failure === 'rate-limited' || error.failure === 'expired-token') break; // the rest would fail the same way
      }
    }
    const message =
      errors.length === 0 ? `Refreshed figures of ${refreshed} Facebook posts` : `Refreshed ${refreshed} posts; ${errors.length} failed: ${errors[0]}`;
    return { refreshed, failed: errors.length, message };
  }
}
