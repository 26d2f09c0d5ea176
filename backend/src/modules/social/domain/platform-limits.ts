import { DomainError } from '../../../platform/domain/domain-error';
import { PLATFORM_NAME, SocialPlatform } from './social-post.aggregate';
import { X_LINK_LENGTH, X_POST_MAX, xPostLength } from './x-post-length';

/**
 * The one list of post-text limits: the channel adapters refuse over them before calling the platform, create-post
 * refuses over them with 400, and the compose screen counts against them (GET /api/social-media/limits).
 * Facebook: 63,206 characters per page post. Instagram: 2,200 per caption. TikTok: 4,000 per photo-post description.
 * X: 280, every link counted as 23 (t.co).
 */
export interface PlatformLimit {
  platform: SocialPlatform;
  name: string;
  max: number;
  /** Characters one link counts for, when the platform shortens links (X); null when links count as written. */
  linkLength: number | null;
}

export const PLATFORM_LIMITS: Record<SocialPlatform, PlatformLimit> = {
  facebook: { platform: 'facebook', name: PLATFORM_NAME.facebook, max: 63_206, linkLength: null },
  instagram: { platform: 'instagram', name: PLATFORM_NAME.instagram, max: 2_200, linkLength: null },
  tiktok: { platform: 'tiktok', name: PLATFORM_NAME.tiktok, max: 4_000, linkLength: null },
  x: { platform: 'x', name: PLATFORM_NAME.x, max: X_POST_MAX, linkLength: X_LINK_LENGTH },
};

/** The text's length as the platform counts it (X by code point with links as 23; the others by UTF-16 unit, as their APIs). */
export function postLength(platform: SocialPlatform, text: string): number {
  return platform === 'x' ? xPostLength(text) : text.length;
}

export class PostTooLongError extends DomainError {
  constructor(platform: SocialPlatform, length: number) {
    const { name, max, linkLength } = PLATFORM_LIMITS[platform];
    const counted = linkLength ? ` (links count ${linkLength})` : '';
    super(
      'SOCIAL.POST_TOO_LONG',
      'invalid',
      `Posts on ${name} are at most ${max.toLocaleString('en-GB')} characters${counted}; this one has ${length.toLocaleString('en-GB')}. Shorten it first.`,
      {
        platform,
        length,
        max,
      },
    );
  }
}

/** Refuses (400) a text over its platform's limit. */
export function expectWithinLimit(platform: SocialPlatform, text: string): void {
  const length = postLength(platform, text);
  if (length > PLATFORM_LIMITS[platform].max) throw new PostTooLongError(platform, length);
}
