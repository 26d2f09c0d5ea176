import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { FacebookPage, INSIGHTS_PERMISSION } from '../../application/ports/facebook-page.port';
import { PlatformApiError } from '../../application/ports/social-channel.port';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { FacebookNotConfiguredError } from '../../domain/social.errors';
import { PLATFORM_NAME, PostMetrics, SocialPlatform } from '../../domain/social-post.aggregate';
import { PostPublisher } from '../post-publisher';
import { RefreshPostMetricsCommand } from './refresh-post-metrics.command';

/** The latest posts only: older ones rarely change and every call counts against the platform's rate limit. */
const POSTS_PER_REFRESH = 25;
const PLATFORMS: SocialPlatform[] = ['facebook', 'instagram', 'x'];

@CommandHandler(RefreshPostMetricsCommand)
export class RefreshPostMetricsHandler implements ICommandHandler<RefreshPostMetricsCommand> {
  constructor(
    private readonly page: FacebookPage,
    private readonly publisher: PostPublisher,
    private readonly posts: SocialPostRepository,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute() {
    let refreshed = 0;
    const errors: string[] = [];
    let platformsTried = 0;
    for (const platform of PLATFORMS) {
      const ids = await this.posts.publishedIds(platform, POSTS_PER_REFRESH);
      if (ids.length === 0) continue;
      const channel = this.publisher.channel(platform);
      try {
        await channel.ensureReady();
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        errors.push(`${PLATFORM_NAME[platform]}: ${error.message}`);
        continue;
      }
      platformsTried += 1;
      // Impressions need read_insights; without it they are not asked for (analytics say why, never zeros).
      const insights =
        platform === 'facebook' && (await this.page.permissions().catch(() => ({ granted: [] as string[] }))).granted.includes(INSIGHTS_PERMISSION);
      for (const id of ids) {
        const post = await this.posts.find(id);
        if (!post?.state.externalId) continue;
        try {
          let metrics: PostMetrics = await channel.metrics(post.state.externalId);
          if (insights) metrics = { ...metrics, ...(await this.page.impressions(post.state.externalId)) };
          await this.uow.run(async (tx) => {
            const locked = await this.posts.load(tx, id);
            if (!locked) return;
            locked.recordMetrics(metrics, this.clock.now());
            await this.posts.save(tx, locked);
          });
          refreshed += 1;
        } catch (error) {
          if (!(error instanceof PlatformApiError)) throw error;
          errors.push(`${PLATFORM_NAME[platform]}: ${error.message}`);
          if (error.failure === 'rate-limited' || error.failure === 'expired-token') break; // the rest would fail the same way
        }
      }
    }
    if (platformsTried === 0 && errors.length === 0 && !this.page.configured) throw new FacebookNotConfiguredError();
    const message =
      errors.length === 0 ? `Refreshed figures of ${refreshed} published posts` : `Refreshed ${refreshed} posts; ${errors.length} failed: ${errors[0]}`;
    return { refreshed, failed: errors.length, message };
  }
}
