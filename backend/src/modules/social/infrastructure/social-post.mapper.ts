import { PostMetrics, PostState, SocialPlatform, SocialPost, SocialPostProps } from '../domain/social-post.aggregate';

/** The columns of social_posts in the order of SocialPostMapper.toPersistence. */
export const COLUMNS = `id, platform, state, source, content, link, event_id, scheduled_at, published_at, external_id, error, metrics, metrics_fetched_at,
  created_at, updated_at, version, content_hash, format, plan_slot, sandbox`;

export type Row = Record<string, unknown>;

function date(v: unknown): Date | null {
  return v ? new Date(v as string) : null;
}

export class SocialPostMapper {
  static toDomain(r: Row): SocialPost {
    return SocialPost.restore(
      String(r.id),
      {
        platform: r.platform as SocialPlatform,
        state: r.state as PostState,
        source: r.source as SocialPost['state']['source'],
        content: String(r.content),
        link: (r.link as string) ?? null,
        eventId: (r.event_id as string) ?? null,
        scheduledAt: date(r.scheduled_at),
        publishedAt: date(r.published_at),
        externalId: (r.external_id as string) ?? null,
        error: (r.error as string) ?? null,
        metrics: (r.metrics as PostMetrics) ?? null,
        metricsFetchedAt: date(r.metrics_fetched_at),
        contentHash: (r.content_hash as string) ?? null,
        format: (r.format as SocialPostProps['format']) ?? 'feed',
        planSlot: (r.plan_slot as string) ?? null,
        sandbox: r.sandbox === true,
        createdAt: new Date(r.created_at as string),
        updatedAt: new Date(r.updated_at as string),
      },
      Number(r.version),
    );
  }

  /** Query parameters in COLUMNS order. */
  static toPersistence(p: SocialPost): unknown[] {
    const s = p.state;
    return [
      p.id,
      s.platform,
      s.state,
      s.source,
      s.content,
      s.link,
      s.eventId,
      s.scheduledAt,
      s.publishedAt,
      s.externalId,
      s.error,
      s.metrics ? JSON.stringify(s.metrics) : null,
      s.metricsFetchedAt,
      s.createdAt,
      s.updatedAt,
      p.version,
      s.contentHash,
      s.format,
      s.planSlot,
      s.sandbox,
    ];
  }
}
