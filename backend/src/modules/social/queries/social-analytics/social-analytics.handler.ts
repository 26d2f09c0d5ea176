import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FacebookPage, INSIGHTS_PERMISSION } from '../../application/ports/facebook-page.port';
import { PostCounts, SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { SocialConnectionStore } from '../../application/ports/social-connection.store.port';
import { PLATFORM_NAME, PostMetrics, SocialPlatform } from '../../domain/social-post.aggregate';
import { PlatformFigures, SocialAnalytics, SocialAnalyticsQuery } from './social-analytics.query';

type Optional = 'impressions' | 'reach' | 'saves';

@QueryHandler(SocialAnalyticsQuery)
export class SocialAnalyticsHandler implements IQueryHandler<SocialAnalyticsQuery> {
  constructor(
    private readonly posts: SocialPostRepository,
    private readonly connections: SocialConnectionStore,
    private readonly page: FacebookPage,
  ) {}

  async execute(): Promise<SocialAnalytics> {
    const counts = await this.posts.counts();
    const [facebook, instagram, x] = await Promise.all((['facebook', 'instagram', 'x'] as const).map((p) => this.figures(p, counts)));
    const tiktok = await this.connections.find('tiktok');
    return {
      success: true,
      analytics: {
        facebook: { ...facebook!, impressionsMessage: await this.impressionsMessage(facebook!) },
        instagram: instagram!,
        tiktok: {
          hasData: false,
          posts: countsOf(counts, 'tiktok'),
          connected: tiktok !== null,
          message: tiktok
            ? 'TikTok is connected; figures are not fetched from TikTok (that needs the video.list scope, which the site does not ask for).'
            : 'TikTok is not connected: no figures.',
        },
        x: x!,
      },
    };
  }

  private async figures(platform: SocialPlatform, counts: PostCounts[]): Promise<PlatformFigures> {
    const name = PLATFORM_NAME[platform];
    const posts = countsOf(counts, platform);
    const recent = await this.posts.list({ limit: 100, offset: 0, platform, state: 'published' });
    const measured = recent.items.filter((p) => p.state.metrics);
    const metrics = measured.map((p) => p.state.metrics!);
    const sum = (k: 'reactions' | 'comments' | 'shares') => metrics.reduce((n, m) => n + m[k], 0);
    // Summed only over posts that carry the figure; null when none does.
    const optional = (k: Optional) => (metrics.some((m) => m[k] !== undefined) ? metrics.reduce((n, m) => n + (m[k] ?? 0), 0) : null);
    const fetched = measured.map((p) => p.state.metricsFetchedAt!.getTime());
    const top = [...measured]
      .sort((a, b) => total(b.state.metrics!) - total(a.state.metrics!))
      .slice(0, 5)
      .map((p) => {
        const m = p.state.metrics!;
        return {
          id: p.id,
          content: p.state.content.slice(0, 140),
          publishedAt: p.state.publishedAt?.toISOString() ?? null,
          reactions: m.reactions,
          comments: m.comments,
          shares: m.shares,
        };
      });
    return {
      hasData: measured.length > 0,
      message:
        measured.length > 0
          ? `Figures of ${measured.length} published posts, fetched from ${name}.`
          : posts.published > 0
            ? `No ${name} figures fetched yet: use Refresh figures.`
            : `No ${name} figures: no ${name} posts published yet.`,
      posts,
      reactions: sum('reactions'),
      comments: sum('comments'),
      shares: sum('shares'),
      impressions: optional('impressions'),
      reach: optional('reach'),
      saves: optional('saves'),
      measuredPosts: measured.length,
      metricsFetchedAt: fetched.length ? new Date(Math.max(...fetched)).toISOString() : null,
      topPosts: top,
    };
  }

  /** Why Facebook impressions are missing, if they are: the token lacks read_insights, or they were not fetched yet. */
  private async impressionsMessage(f: PlatformFigures): Promise<string | null> {
    if (f.impressions !== null) return null;
    if (!this.page.configured) return 'Facebook is not configured, so there are no impressions.';
    const granted = await this.page.permissions().then(
      (p) => p.valid && p.granted.includes(INSIGHTS_PERMISSION),
      () => null,
    );
    if (granted === null) return 'Facebook could not be asked whether the page token holds read_insights; impressions are not shown.';
    if (!granted) return 'Impressions need the read_insights permission on the page token; add it to see them.';
    return f.measuredPosts > 0 ? 'No impressions fetched yet: use Refresh figures.' : 'No impressions yet: no posts have figures.';
  }
}

function countsOf(counts: PostCounts[], platform: SocialPlatform) {
  const c = { draft: 0, scheduled: 0, published: 0, failed: 0 };
  for (const row of counts.filter((r) => r.platform === platform)) c[row.state] += row.count;
  return c;
}

function total(m: PostMetrics): number {
  return m.reactions + m.comments + m.shares;
}
