import { Aggregate } from '../../../platform/domain/aggregate';
import type { PostFormat } from './automation-plan';
import { PostNotPublishableError, PostNotScheduledError } from './social.errors';
import { SocialEventTypes } from './social.events';

export type SocialPlatform = 'facebook' | 'instagram' | 'tiktok' | 'x';
export const SOCIAL_PLATFORMS: readonly SocialPlatform[] = ['facebook', 'instagram', 'tiktok', 'x'];
export const PLATFORM_NAME: Record<SocialPlatform, string> = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', x: 'X' };
export type PostState = 'draft' | 'scheduled' | 'published' | 'failed';
/** Who wrote it: an admin, the Facebook scheduler, or (later) the AI writer. */
export type PostSource = 'admin' | 'scheduler' | 'ai';

/** Counts fetched back from the platform: reactions are Facebook reactions, Instagram and X likes. */
export interface PostMetrics {
  reactions: number;
  comments: number;
  shares: number;
  /** Facebook post_impressions (needs read_insights) or X impression_count; absent when the platform gave none. */
  impressions?: number;
  /** Facebook post_impressions_unique or Instagram reach. */
  reach?: number;
  /** Instagram saves. */
  saves?: number;
}

export interface SocialPostProps {
  platform: SocialPlatform;
  state: PostState;
  source: PostSource;
  content: string;
  link: string | null;
  eventId: string | null;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  externalId: string | null;
  error: string | null;
  metrics: PostMetrics | null;
  metricsFetchedAt: Date | null;
  /** SHA-256 of a saved AI item (platform and text), so the same item is not saved twice; null otherwise. */
  contentHash: string | null;
  /** A feed post, or an Instagram story (image only; the text is kept here, Instagram shows no caption on stories). */
  format: PostFormat;
  /** The automation plan's slot this post is for ("x-feed@<instant>"), unique; null for every other post. */
  planSlot: string | null;
  /** Published through the sandbox channel: what would be posted is stored, no platform is called. */
  sandbox: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface DraftInput {
  platform: SocialPlatform;
  source: PostSource;
  content: string;
  link: string | null;
  eventId: string | null;
  contentHash?: string | null;
  format?: PostFormat;
  planSlot?: string | null;
  sandbox?: boolean;
}

/** A post on one platform; every change records its event (social.events.ts). */
export class SocialPost extends Aggregate<SocialPostProps> {
  readonly streamType = 'social-post';

  static draft(id: string, input: DraftInput, now: Date): SocialPost {
    const post = new SocialPost(
      id,
      {
        ...input,
        contentHash: input.contentHash ?? null,
        format: input.format ?? 'feed',
        planSlot: input.planSlot ?? null,
        sandbox: input.sandbox ?? false,
        state: 'draft',
        scheduledAt: null,
        publishedAt: null,
        externalId: null,
        error: null,
        metrics: null,
        metricsFetchedAt: null,
        createdAt: now,
        updatedAt: now,
      },
      0,
    );
    post.record(SocialEventTypes.Drafted, {
      platform: input.platform,
      source: input.source,
      eventId: input.eventId,
      length: input.content.length,
      ...(input.planSlot ? { format: input.format ?? 'feed', planSlot: input.planSlot } : {}),
      ...(input.sandbox ? { sandbox: true } : {}),
    });
    return post;
  }

  static restore(id: string, props: SocialPostProps, version: number): SocialPost {
    return new SocialPost(id, props, version);
  }

  schedule(at: Date, now: Date): void {
    this.expectPublishable();
    this.props = { ...this.props, state: 'scheduled', scheduledAt: at, error: null, updatedAt: now };
    this.record(SocialEventTypes.Scheduled, { scheduledAt: at.toISOString() });
  }

  /** Back to a draft; only a scheduled post can be unscheduled. */
  unschedule(now: Date): void {
    if (this.props.state !== 'scheduled') throw new PostNotScheduledError(this.props.state);
    this.props = { ...this.props, state: 'draft', scheduledAt: null, updatedAt: now };
    this.record(SocialEventTypes.Unscheduled, {});
  }

  expectPublishable(): void {
    if (this.props.state === 'published') throw new PostNotPublishableError(this.props.state);
  }

  markPublished(externalId: string, now: Date): void {
    this.expectPublishable();
    this.props = { ...this.props, state: 'published', externalId, publishedAt: now, error: null, updatedAt: now };
    this.record(SocialEventTypes.Published, { externalId, publishedAt: now.toISOString() });
  }

  /** `externalId`: a platform id whose outcome is still open (a TikTok publish still processing), else none. */
  markFailed(error: string, now: Date, externalId: string | null = null): void {
    this.props = { ...this.props, state: 'failed', error, externalId, updatedAt: now };
    this.record(SocialEventTypes.Failed, { error, failedAt: now.toISOString(), ...(externalId ? { externalId } : {}) });
  }

  recordMetrics(metrics: PostMetrics, now: Date): void {
    this.props = { ...this.props, metrics, metricsFetchedAt: now, updatedAt: now };
    this.record(SocialEventTypes.MetricsRefreshed, { ...metrics, fetchedAt: now.toISOString() });
  }
}
