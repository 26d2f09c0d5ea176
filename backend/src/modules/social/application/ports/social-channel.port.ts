import { PostMetrics, SocialPlatform, SocialPostProps } from '../../domain/social-post.aggregate';

export type PlatformFailure = 'expired-token' | 'rate-limited' | 'permission' | 'unreachable' | 'rejected';

/**
 * A platform's refusal or outage, in a sentence a person understands (never the token); stored on the post.
 * `externalId` is a platform id whose outcome is still open (a TikTok publish still processing), kept on the failed post
 * so a retry asks about it before posting again.
 */
export class PlatformApiError extends Error {
  constructor(
    readonly failure: PlatformFailure,
    message: string,
    readonly externalId: string | null = null,
  ) {
    super(message);
    this.name = 'PlatformApiError';
  }
}

/** Whether a channel can publish now, in words for the Connections card. */
export interface ChannelStatus {
  configured: boolean;
  ready: boolean;
  message: string;
}

/**
 * One platform the site publishes to. `ensureReady` and `check` refuse (DomainError) before any call: not configured,
 * a permission missing, a post the platform cannot take (no image, too long). `publish` answers the platform's id.
 */
export abstract class SocialChannel {
  abstract readonly platform: SocialPlatform;
  abstract ensureReady(): Promise<void>;
  abstract check(post: SocialPostProps): Promise<void>;
  abstract publish(post: SocialPostProps): Promise<string>;
  abstract metrics(externalId: string): Promise<PostMetrics>;
  /** Asks the platform whether the configured account can publish (the Connections card's check). */
  abstract status(): Promise<ChannelStatus>;
}
