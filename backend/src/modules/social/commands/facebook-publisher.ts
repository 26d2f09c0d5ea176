import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../../platform/event-log/unit-of-work';
import { Clock } from '../../../platform/time/clock';
import { FacebookApiError, FacebookPage, REQUIRED_FACEBOOK_PERMISSIONS } from '../application/ports/facebook-page.port';
import { SocialPostRepository } from '../application/ports/social-post.repository.port';
import { FacebookNotConfiguredError, FacebookPermissionsMissingError, SocialPostNotFoundError } from '../domain/social.errors';
import { DraftInput, SocialPost } from '../domain/social-post.aggregate';

export interface PermissionCheck {
  configured: boolean;
  hasAllRequired: boolean;
  granted: string[];
  missing: string[];
  message: string;
}

/**
 * The steps every Facebook use case shares: the permission check, and publishing one stored post (its outcome,
 * published or failed, stored with its event in its own transaction, so nothing is lost when Facebook refuses).
 */
@Injectable()
export class FacebookPublisher {
  constructor(
    private readonly page: FacebookPage,
    private readonly posts: SocialPostRepository,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async checkPermissions(): Promise<PermissionCheck> {
    const required = [...REQUIRED_FACEBOOK_PERMISSIONS];
    if (!this.page.configured) {
      return {
        configured: false,
        hasAllRequired: false,
        granted: [],
        missing: required,
        message: 'Facebook is not configured: set FACEBOOK_PAGE_ID and FACEBOOK_PAGE_TOKEN.',
      };
    }
    try {
      const { valid, granted } = await this.page.permissions();
      if (!valid)
        return { configured: true, hasAllRequired: false, granted, missing: required, message: 'The Facebook page token is not valid (expired or revoked).' };
      const missing = required.filter((p) => !granted.includes(p));
      const message = missing.length === 0 ? `The page token holds ${required.join(' and ')}.` : `The page token lacks ${missing.join(' and ')}.`;
      return { configured: true, hasAllRequired: missing.length === 0, granted, missing, message };
    } catch (error) {
      return { configured: true, hasAllRequired: false, granted: [], missing: required, message: (error as Error).message };
    }
  }

  /** Refuses (409) unless the page is configured and the token holds every required permission. */
  async ensureReady(): Promise<void> {
    const check = await this.checkPermissions();
    if (!check.configured) throw new FacebookNotConfiguredError();
    if (!check.hasAllRequired) throw new FacebookPermissionsMissingError(check.missing.length ? check.missing : [...REQUIRED_FACEBOOK_PERMISSIONS]);
  }

  async draft(input: DraftInput, scheduledAt?: Date): Promise<SocialPost> {
    return this.uow.run(async (tx) => {
      const post = SocialPost.draft(randomUUID(), input, this.clock.now());
      if (scheduledAt) post.schedule(scheduledAt, this.clock.now());
      await this.posts.add(tx, post);
      return post;
    });
  }

  /**
   * Publishes a stored post; answers it as stored afterwards (published, or failed with the reason). The post's row
   * stays locked during the Graph call (at most SOCIAL_HTTP_TIMEOUT_MS), so two clicks or two instances never post it twice.
   */
  async publish(id: string): Promise<SocialPost> {
    return this.uow.run(async (tx) => {
      const post = await this.posts.load(tx, id);
      if (!post) throw new SocialPostNotFoundError(id);
      post.expectPublishable();
      try {
        post.markPublished(await this.page.publish(post.state.content, post.state.link), this.clock.now());
      } catch (error) {
        if (!(error instanceof FacebookApiError)) throw error;
        post.markFailed(error.message, this.clock.now());
      }
      await this.posts.save(tx, post);
      return post;
    });
  }
}
