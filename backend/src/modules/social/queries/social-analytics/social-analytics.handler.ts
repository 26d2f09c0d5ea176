import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SocialConnectionStore } from '../../application/ports/social-connection.store.port';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { SocialPlatform } from '../../domain/social-post.aggregate';
import { SocialAnalytics, SocialAnalyticsQuery } from './social-analytics.query';

@QueryHandler(SocialAnalyticsQuery)
export class SocialAnalyticsHandler implements IQueryHandler<SocialAnalyticsQuery> {
  constructor(
    private readonly posts: SocialPostRepository,
    private readonly connections: SocialConnectionStore,
  ) {}

  async execute(): Promise<SocialAnalytics> {
    const counts = await this.posts.counts();
    const countsOf = (platform: SocialPlatform) => {
      const c = { draft: 0, scheduled: 0, published: 0, failed: 0 };
      for (const row of counts.filter((r) => r.platform === platform)) c[row.state] += row.count;
      return c;
    };
    const recent = await this.posts.list({ limit: 100, offset: 0, platform: 'facebook', state: 'published' });
    const measured = recent.items.filter((p) => p.state.metrics);
    const sum = (k: 'reactions' | 'comments' | 'shares') => measured.reduce((n, p) => n + p.state.metrics![k], 0);
    const fetched = measured.map((p) => p.state.metricsFetchedAt!.getTime());
    const top = [...measured]
      .sort((a, b) => total(b.state.metrics!) - total(a.state.metrics!))
      .slice(0, 5)
      .map((p) => ({ id: p.id, content: p.state.content.slice(0, 140), publishedAt: p.state.publishedAt?.toISOString() ?? null, ...p.state.metrics! }));
    const fb = countsOf('facebook');
    const tiktok = await this.connections.find('tiktok');
    const none = (platform: SocialPlatform, name: string) => ({
      hasData: false as const,
      message: `No ${name} figures: the site does not publish to ${name} yet.`,
      posts: countsOf(platform),
    });
    return {
      success: true,
      analytics: {
        facebook: {
          hasData: measured.length > 0,
          message:
            measured.length > 0
              ? `Figures of ${measured.length} published posts, fetched from Facebook.`
              : fb.published > 0
                ? 'No figures fetched yet: use Refresh figures.'
                : 'No Facebook posts published yet.',
          posts: fb,
          reactions: sum('reactions'),
          comments: sum('comments'),
          shares: sum('shares'),
          measuredPosts: measured.length,
          metricsFetchedAt: fetched.length ? new Date(Math.max(...fetched)).toISOString() : null,
          topPosts: top,
        },
        instagram: none('instagram', 'Instagram'),
        tiktok: {
          ...none('tiktok', 'TikTok'),
          connected: tiktok !== null,
          message: tiktok ? 'TikTok is connected; no videos are published from the site yet, so there are no figures.' : 'TikTok is not connected: no figures.',
        },
        x: none('x', 'X'),
      },
    };
  }
}

function total(m: { reactions: number; comments: number; shares: number }): number {
  return m.reactions + m.comments + m.shares;
}
