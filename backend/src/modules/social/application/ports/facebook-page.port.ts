import { PostMetrics } from '../../domain/social-post.aggregate';
import { PlatformApiError, PlatformFailure } from './social-channel.port';

/** The permissions a page token must hold for posting and reading engagement. */
export const REQUIRED_FACEBOOK_PERMISSIONS = ['pages_manage_posts', 'pages_read_engagement'] as const;
/** Optional: impressions come only with this one; without it analytics say so instead of showing zeros. */
export const INSIGHTS_PERMISSION = 'read_insights';
/** What the page token needs to publish to the linked Instagram business account. */
export const INSTAGRAM_PERMISSIONS = ['instagram_basic', 'instagram_content_publish'] as const;

export type FacebookFailure = PlatformFailure;

/** A refusal or outage of the Graph API, with a sentence a person understands (never the token). */
export class FacebookApiError extends PlatformApiError {
  constructor(failure: FacebookFailure, message: string) {
    super(failure, message);
    this.name = 'FacebookApiError';
  }
}

export interface TokenPermissions {
  valid: boolean;
  granted: string[];
}

/** The Facebook page the site posts to (Graph API). */
export abstract class FacebookPage {
  /** Page id and token are set. */
  abstract get configured(): boolean;
  abstract permissions(): Promise<TokenPermissions>;
  /** Posts to the page feed; answers the new post's id. */
  abstract publish(message: string, link: string | null): Promise<string>;
  abstract metrics(postId: string): Promise<PostMetrics>;
  /** GET /{post-id}/insights (needs read_insights): lifetime impressions and unique impressions. */
  abstract impressions(postId: string): Promise<{ impressions: number; reach: number }>;
}
