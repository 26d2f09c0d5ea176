import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../platform/event-log/unit-of-work';
import { Clock } from '../../../platform/time/clock';
import { SandboxChannel } from '../application/ports/sandbox-channel.port';
import { PlatformApiError, SocialChannel } from '../application/ports/social-channel.port';
import { SocialPostRepository } from '../application/ports/social-post.repository.port';
import { SocialPostNotFoundError, UnsupportedPlatformError } from '../domain/social.errors';
import { SocialPlatform, SocialPost, SocialPostProps } from '../domain/social-post.aggregate';

/** The channels posts can be published to: Facebook, Instagram, TikTok (photo posts) and X. */
export const SOCIAL_CHANNELS = Symbol('SOCIAL_CHANNELS');

/**
 * Publishes one stored post through its platform's channel, the outcome (published, or failed with the reason) stored
 * with its event in the same transaction. The row stays locked during the call, so no post is ever published twice.
 */
@Injectable()
export class PostPublisher {
  constructor(
    @Inject(SOCIAL_CHANNELS) private readonly channels: SocialChannel[],
    private readonly posts: SocialPostRepository,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly sandbox: SandboxChannel,
  ) {}

  /** A sandbox post is checked and "published" by the sandbox channel: no readiness, no platform call. */
  async check(post: SocialPostProps): Promise<void> {
    if (post.sandbox) return this.sandbox.check(post);
    await this.channel(post.platform).check(post);
  }

  private async ensureReady(post: SocialPostProps): Promise<void> {
    if (!post.sandbox) await this.channel(post.platform).ensureReady();
  }

  /** The channel of a platform; 409 for a platform the site does not publish to. */
  channel(platform: SocialPlatform): SocialChannel {
    const channel = this.channels.find((c) => c.platform === platform);
    if (!channel) throw new UnsupportedPlatformError(platform);
    return channel;
  }

  /** The channel of a platform, or null for one the site has no publisher for (its posts are refused when published). */
  channelOrNull(platform: SocialPlatform): SocialChannel | null {
    return this.channels.find((c) => c.platform === platform) ?? null;
  }

  /** Refuses (DomainError) before any call when the platform is not ready or cannot take this post. */
  async expectPublishable(post: SocialPost): Promise<void> {
    post.expectPublishable();
    await this.ensureReady(post.state);
    await this.check(post.state);
  }

  /** An admin's Publish: refusals before the call answer 4xx and change nothing; the platform's answer is stored. */
  async publishNow(id: string): Promise<SocialPost> {
    const post = await this.posts.find(id);
    if (!post) throw new SocialPostNotFoundError(id);
    await this.expectPublishable(post);
    return this.uow.run(async (tx) => {
      const locked = await this.posts.load(tx, id);
      if (!locked) throw new SocialPostNotFoundError(id);
      locked.expectPublishable();
      await this.send(locked, () => Promise.resolve());
      await this.posts.save(tx, locked);
      return locked;
    });
  }

  /**
   * The scheduled-posts job: publishes the post if it is still scheduled and due (null otherwise). A refusal before
   * the call (not configured, a permission, no image) is stored as `failed` like the platform's own refusals, since
   * nobody is there to read a 409.
   */
  async publishDue(id: string): Promise<SocialPost | null> {
    return this.uow.run(async (tx) => {
      const post = await this.posts.load(tx, id);
      const due = post?.state.state === 'scheduled' && (post.state.scheduledAt?.getTime() ?? Infinity) <= this.clock.now().getTime();
      if (!post || !due) return null;
      await this.send(post, async () => {
        await this.ensureReady(post.state);
        await this.check(post.state);
      });
      await this.posts.save(tx, post);
      return post;
    });
  }

  private async send(post: SocialPost, before: () => Promise<void>): Promise<void> {
    try {
      await before();
      const externalId = post.state.sandbox ? await this.sandbox.publish(post.id, post.state) : await this.channel(post.state.platform).publish(post.state);
      post.markPublished(externalId, this.clock.now());
    } catch (error) {
      if (error instanceof PlatformApiError) return post.markFailed(error.message, this.clock.now(), error.externalId);
      if (!(error instanceof DomainError)) throw error;
      post.markFailed(error.message, this.clock.now());
    }
  }
}
