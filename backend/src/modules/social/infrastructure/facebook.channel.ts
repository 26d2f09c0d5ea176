import { Injectable } from '@nestjs/common';
import { FacebookPage } from '../application/ports/facebook-page.port';
import { ChannelStatus, SocialChannel } from '../application/ports/social-channel.port';
import { PostMetrics, SocialPostProps } from '../domain/social-post.aggregate';
import { FacebookPublisher } from '../commands/facebook-publisher';
import { expectWithinLimit } from '../domain/platform-limits';

/** The Facebook page as a channel: the permission check, then POST /{page-id}/feed. */
@Injectable()
export class FacebookChannel extends SocialChannel {
  readonly platform = 'facebook' as const;

  constructor(
    private readonly publisher: FacebookPublisher,
    private readonly page: FacebookPage,
  ) {
    super();
  }

  ensureReady(): Promise<void> {
    return this.publisher.ensureReady();
  }

  async check(post: SocialPostProps): Promise<void> {
    expectWithinLimit('facebook', post.content);
  }

  publish(post: SocialPostProps): Promise<string> {
    return this.page.publish(post.content, post.link);
  }

  metrics(externalId: string): Promise<PostMetrics> {
    return this.page.metrics(externalId);
  }

  async status(): Promise<ChannelStatus> {
    const check = await this.publisher.checkPermissions();
    return { configured: check.configured, ready: check.hasAllRequired, message: check.message };
  }
}
