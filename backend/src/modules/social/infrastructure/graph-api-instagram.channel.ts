import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/domain/domain-error';
import { GetEventQuery } from '../../events/queries/get-event/get-event.query';
import { FacebookPage, INSTAGRAM_PERMISSIONS } from '../application/ports/facebook-page.port';
import { ChannelStatus, SocialChannel } from '../application/ports/social-channel.port';
import { SocialLinks } from '../application/social-links';
import { PostMetrics, SocialPostProps } from '../domain/social-post.aggregate';
import { graphRequest } from './graph-api-call';
import { PLATFORM_LIMITS } from '../domain/platform-limits';

/** Instagram's caption limit. */
/** Instagram's caption limit, from the one list of limits (domain/platform-limits.ts). */
export const INSTAGRAM_CAPTION_MAX = PLATFORM_LIMITS.instagram.max;

class InstagramRefusal extends DomainError {
  constructor(code: string, message: string) {
    super(`SOCIAL.INSTAGRAM_${code}`, 'conflict', message);
  }
}

type Insight = { name?: string; values?: Array<{ value?: number }>; total_value?: { value?: number } };

/**
 * Instagram content publishing through the Graph API (FACEBOOK_GRAPH_URL, the Facebook page token): a media
 * container from the event's image and the caption, then media_publish. Instagram takes no post without an image,
 * so a post needs its event: the event's own image, else its generated cover (PUBLIC_BASE_URL/api/events/<id>/cover.jpg: Instagram takes JPEG only).
 * A story (the automation plan's 18:00 slot) is the same image as media_type STORIES, without a caption.
 */
@Injectable()
export class GraphApiInstagramChannel extends SocialChannel {
  readonly platform = 'instagram' as const;

  constructor(
    private readonly config: AppConfig,
    private readonly page: FacebookPage,
    private readonly queries: QueryBus,
    private readonly links: SocialLinks,
  ) {
    super();
  }

  private get accountId(): string | undefined {
    return this.config.values.INSTAGRAM_BUSINESS_ACCOUNT_ID;
  }

  async ensureReady(): Promise<void> {
    if (!this.accountId || !this.config.values.FACEBOOK_PAGE_TOKEN)
      throw new InstagramRefusal('NOT_CONFIGURED', 'Instagram is not configured: set INSTAGRAM_BUSINESS_ACCOUNT_ID and FACEBOOK_PAGE_TOKEN.');
    const { valid, granted } = await this.page.permissions().catch((error: Error) => {
      throw new InstagramRefusal('NOT_READY', error.message);
    });
    if (!valid) throw new InstagramRefusal('NOT_READY', 'The Facebook page token is not valid (expired or revoked).');
    const missing = INSTAGRAM_PERMISSIONS.filter((p) => !granted.includes(p));
    if (missing.length) throw new InstagramRefusal('PERMISSIONS_MISSING', `The page token lacks ${missing.join(' and ')}; Instagram posting is disabled.`);
  }

  async status(): Promise<ChannelStatus> {
    try {
      await this.ensureReady();
      return { configured: true, ready: true, message: `The page token can publish to Instagram account ${this.accountId}.` };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { configured: error.code !== 'SOCIAL.INSTAGRAM_NOT_CONFIGURED', ready: false, message: error.message };
    }
  }

  async check(post: SocialPostProps): Promise<void> {
    await this.imageUrl(post);
    if (post.content.length > INSTAGRAM_CAPTION_MAX)
      throw new InstagramRefusal(
        'CAPTION_TOO_LONG',
        `Instagram captions are at most ${INSTAGRAM_CAPTION_MAX} characters; this one has ${post.content.length}.`,
      );
  }

  async publish(post: SocialPostProps): Promise<string> {
    const id = encodeURIComponent(this.accountId!);
    const image_url = await this.imageUrl(post);
    // A story is an image with media_type STORIES; Instagram shows no caption on stories, so none is sent.
    const container = await this.call<{ id?: string }>(
      'POST',
      `/${id}/media`,
      post.format === 'story' ? { image_url, media_type: 'STORIES' } : { image_url, caption: post.content },
    );
    if (!container.id) throw new InstagramRefusal('NO_CONTAINER', 'Instagram answered without a media container id.');
    const media = await this.call<{ id?: string }>('POST', `/${id}/media_publish`, { creation_id: container.id });
    if (!media.id) throw new InstagramRefusal('NO_MEDIA', 'Instagram answered without a media id.');
    return media.id;
  }

  async metrics(mediaId: string): Promise<PostMetrics> {
    const body = await this.call<{ data?: Insight[] }>('GET', `/${encodeURIComponent(mediaId)}/insights?metric=reach,likes,comments,shares,saved`);
    // Newer Graph versions answer total_value, older ones values[0].
    const value = (name: string) => {
      const d = body.data?.find((x) => x.name === name);
      return d?.total_value?.value ?? d?.values?.[0]?.value ?? 0;
    };
    return { reactions: value('likes'), comments: value('comments'), shares: value('shares'), reach: value('reach'), saves: value('saved') };
  }

  /** The absolute image URL Instagram will fetch; refused before any call when the post has no event. */
  private async imageUrl(post: SocialPostProps): Promise<string> {
    if (!post.eventId)
      throw new InstagramRefusal('IMAGE_REQUIRED', 'Instagram needs an image: only posts about an event (its picture or cover) can go to Instagram.');
    const event = await this.queries.execute(new GetEventQuery(post.eventId)).catch(() => {
      throw new InstagramRefusal('IMAGE_REQUIRED', 'The event of this post is no longer published, so it has no image for Instagram.');
    });
    if (event.imageUrl && /^https?:\/\//i.test(event.imageUrl)) return event.imageUrl;
    return `${this.links.base.replace(/\/+$/, '')}/api/events/${encodeURIComponent(event.id)}/cover.jpg`;
  }

  private call<T>(method: 'GET' | 'POST', path: string, json?: Record<string, unknown>): Promise<T> {
    const v = this.config.values;
    return graphRequest<T>(
      { base: v.FACEBOOK_GRAPH_URL, token: v.FACEBOOK_PAGE_TOKEN ?? '', timeoutMs: v.SOCIAL_HTTP_TIMEOUT_MS, who: 'Instagram' },
      method,
      path,
      json,
    );
  }
}
