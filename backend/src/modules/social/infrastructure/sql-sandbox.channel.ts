import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/time/clock';
import { SandboxChannel, SandboxDelivery } from '../application/ports/sandbox-channel.port';
import { SocialLinks } from '../application/social-links';
import { expectWithinLimit } from '../domain/platform-limits';
import { SocialPlatform, SocialPostProps } from '../domain/social-post.aggregate';
import { tiktokTitle } from './tiktok-content-posting.channel';

/** The request each platform's adapter would send for this post (tokens and account ids aside). */
function formatFor(post: SocialPostProps, imageUrl: string | null): Record<string, unknown> {
  const byPlatform: Record<SocialPlatform, () => Record<string, unknown>> = {
    facebook: () => ({ call: 'POST /{page-id}/feed', message: post.content, link: post.link }),
    instagram: () =>
      post.format === 'story'
        ? { call: 'POST /{ig-user-id}/media', image_url: imageUrl, media_type: 'STORIES' }
        : { call: 'POST /{ig-user-id}/media', image_url: imageUrl, caption: post.content },
    x: () => ({ call: 'POST /2/tweets', text: post.content }),
    tiktok: () => ({
      call: 'POST /v2/post/publish/content/init/',
      media_type: 'PHOTO',
      post_info: { title: tiktokTitle(post.content), description: post.content },
      source_info: { source: 'PULL_FROM_URL', photo_images: imageUrl ? [imageUrl] : [] },
    }),
  };
  return byPlatform[post.platform]();
}

/** Sandbox deliveries in social_sandbox_deliveries; one per post (a retry overwrites it). */
@Injectable()
export class SqlSandboxChannel extends SandboxChannel {
  constructor(
    private readonly db: DataSource,
    private readonly links: SocialLinks,
    private readonly clock: Clock,
  ) {
    super();
  }

  async check(post: SocialPostProps): Promise<void> {
    expectWithinLimit(post.platform, post.content);
  }

  async publish(postId: string, post: SocialPostProps): Promise<string> {
    await this.check(post);
    // The event's generated cover, as Instagram and TikTok would be given it; no image for a post without an event.
    const imageUrl = post.eventId ? `${this.links.base.replace(/\/+$/, '')}/api/events/${encodeURIComponent(post.eventId)}/cover.jpg` : null;
    await this.db.query(
      `INSERT INTO social_sandbox_deliveries (post_id, platform, text, link, image_url, formatted, delivered_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
       ON CONFLICT (post_id) DO UPDATE SET platform = $2, text = $3, link = $4, image_url = $5, formatted = $6::jsonb, delivered_at = $7`,
      [postId, post.platform, post.content, post.link, imageUrl, JSON.stringify(formatFor(post, imageUrl)), this.clock.now()],
    );
    return `sandbox-${postId}`;
  }

  async delivery(postId: string): Promise<SandboxDelivery | null> {
    const [r] = await this.db.query(`SELECT * FROM social_sandbox_deliveries WHERE post_id = $1`, [postId]);
    if (!r) return null;
    return {
      postId: String(r.post_id),
      platform: r.platform,
      text: r.text,
      link: r.link ?? null,
      imageUrl: r.image_url ?? null,
      formatted: r.formatted,
      deliveredAt: new Date(r.delivered_at).toISOString(),
    };
  }
}
