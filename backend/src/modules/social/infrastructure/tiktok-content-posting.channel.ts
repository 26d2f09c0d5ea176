import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/domain/domain-error';
import { Clock } from '../../../platform/time/clock';
import { GetEventQuery } from '../../events/queries/get-event/get-event.query';
import { StoredConnection } from '../application/ports/social-connection.store.port';
import { ChannelStatus, PlatformApiError, PlatformFailure, SocialChannel } from '../application/ports/social-channel.port';
import { TikTokApiError } from '../application/ports/tiktok-oauth.port';
import { TokenCipher } from '../application/ports/token-cipher.port';
import { SocialLinks } from '../application/social-links';
import { TikTokAccess } from '../commands/tiktok-access';
import { PLATFORM_LIMITS } from '../domain/platform-limits';
import { PostMetrics, SocialPostProps } from '../domain/social-post.aggregate';

/** TikTok's limits for photo posts (UTF-16 code units). */
export const TIKTOK_TITLE_MAX = 90;
/** TikTok's photo-description limit, from the one list of limits (domain/platform-limits.ts). */
export const TIKTOK_DESCRIPTION_MAX = PLATFORM_LIMITS.tiktok.max;
export const TIKTOK_PUBLISH_SCOPE = 'video.publish';
/** Most private first: with no TIKTOK_PRIVACY_LEVEL the first one the creator may use is chosen. */
const PRIVACY_LEVELS = ['SELF_ONLY', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'PUBLIC_TO_EVERYONE'] as const;

class TikTokRefusal extends DomainError {
  constructor(code: string, message: string) {
    super(`SOCIAL.TIKTOK_${code}`, 'conflict', message);
  }
}

/** A refusal by the Content Posting API, with TikTok's error code (access_token_invalid, rate_limit_exceeded, ...). */
class TikTokCallError extends PlatformApiError {
  constructor(
    readonly code: string,
    failure: PlatformFailure,
    message: string,
  ) {
    super(failure, message);
  }
}

type Envelope<T> = { data?: T; error?: { code?: string; message?: string; log_id?: string } };
type CreatorInfo = { creator_username?: string; creator_nickname?: string; privacy_level_options?: string[]; comment_disabled?: boolean };
type PublishStatus = { status?: string; fail_reason?: string };

function failureOf(status: number, code: string): PlatformFailure {
  if (status === 429 || code === 'rate_limit_exceeded' || code === 'spam_risk_too_many_posts') return 'rate-limited';
  if (code === 'access_token_invalid') return 'expired-token';
  if (code === 'scope_not_authorized') return 'permission';
  return 'rejected';
}

function sentence(status: number, code: string, said: string | undefined, coverHost: string): string {
  if (status === 429 || code === 'rate_limit_exceeded') return "TikTok's rate limit was reached; try again later.";
  switch (code) {
    case 'access_token_invalid':
      return 'The TikTok access token has expired or was revoked; authorise TikTok again on the TikTok integration page.';
    case 'scope_not_authorized':
      return 'The TikTok account has not granted video.publish to this app; disconnect and authorise TikTok again.';
    case 'spam_risk_too_many_posts':
      return 'TikTok refused the post: the account has reached its daily limit of posts through the API; try again tomorrow.';
    case 'spam_risk_user_banned_from_posting':
      return 'TikTok refused the post: the account is banned from posting through the API.';
    case 'url_ownership_unverified':
      return `TikTok refused to fetch the cover: ${coverHost} is not a verified domain of this TikTok app; verify it in the TikTok developer portal.`;
    case 'privacy_level_option_mismatch':
      return 'TikTok refused the privacy level: it is not one this account may use now (check TIKTOK_PRIVACY_LEVEL).';
    case 'unaudited_client_can_only_post_to_private_accounts':
      return 'TikTok refused the post: until the TikTok app passes its audit it may only post to private accounts.';
    default:
      return `TikTok refused the request (${code || `HTTP ${status}`})${said ? `: ${said.slice(0, 200)}` : '.'}`;
  }
}

const FAIL_REASON: Record<string, string> = {
  file_format_check_failed: 'the cover is not an image TikTok takes',
  picture_size_check_failed: 'the cover is too large or too small for TikTok',
  url_ownership_unverified: "the cover's domain is not verified for this TikTok app",
  spam_risk_too_many_posts: 'the account has reached its daily post limit',
  spam_risk_user_banned_from_posting: 'the account is banned from posting through the API',
  photo_pull_failed: 'TikTok could not download the cover',
};

/** The first line of the post, cut to TikTok's title limit (the whole text goes in the description). */
export function tiktokTitle(content: string): string {
  const line = content.trim().split('\n')[0]!.trim();
  return line.length <= TIKTOK_TITLE_MAX ? line : `${line.slice(0, TIKTOK_TITLE_MAX - 1).trimEnd()}…`;
}

/**
 * TikTok Content Posting API, photo posts (docs/social.md): creator_info/query for the privacy levels the creator may
 * use, content/init with the event's generated cover (PULL_FROM_URL, from PUBLIC_BASE_URL, whose domain the TikTok app
 * must have verified) and the post text, then status/fetch until TikTok says PUBLISH_COMPLETE or FAILED, for at most
 * TIKTOK_PUBLISH_WAIT_MS. The publish id is the post's external id. Bearer token of the stored connection, refreshed
 * first when it has expired and once more when TikTok answers access_token_invalid.
 */
@Injectable()
export class TikTokContentPostingChannel extends SocialChannel {
  readonly platform = 'tiktok' as const;

  constructor(
    private readonly config: AppConfig,
    private readonly access: TikTokAccess,
    private readonly cipher: TokenCipher,
    private readonly queries: QueryBus,
    private readonly links: SocialLinks,
    private readonly clock: Clock,
  ) {
    super();
  }

  /** The connection, refused (409) before any call when TikTok cannot be posted to. */
  private async ready(): Promise<StoredConnection> {
    const { TIKTOK_CLIENT_KEY: key, TIKTOK_CLIENT_SECRET: secret } = this.config.values;
    if (!key || !secret) throw new TikTokRefusal('NOT_CONFIGURED', 'TikTok is not configured: set TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET.');
    if (!this.cipher.available) throw new TikTokRefusal('NOT_CONFIGURED', 'TikTok is not configured: set TOKEN_ENCRYPTION_KEY so its tokens can be stored.');
    const c = await this.access.connection();
    if (!c) throw new TikTokRefusal('NOT_CONNECTED', 'TikTok is not connected: authorise the account on the TikTok integration page.');
    if (c.refreshExpiresAt.getTime() <= this.clock.now().getTime())
      throw new TikTokRefusal('NOT_CONNECTED', 'The TikTok authorisation has expired: authorise the account again on the TikTok integration page.');
    if (!c.scope.split(/[\s,]+/).includes(TIKTOK_PUBLISH_SCOPE))
      throw new TikTokRefusal(
        'SCOPE_MISSING',
        'The TikTok connection lacks video.publish, so the site cannot post to TikTok: disconnect and authorise TikTok again on the TikTok integration page.',
      );
    return c;
  }

  async ensureReady(): Promise<void> {
    await this.ready();
  }

  /** Asks creator_info who the token posts as and which privacy level a post would get. */
  async status(): Promise<ChannelStatus> {
    let c: StoredConnection;
    try {
      c = await this.ready();
    } catch (error) {
      if (!(error instanceof TikTokRefusal)) throw error;
      return { configured: error.code !== 'SOCIAL.TIKTOK_NOT_CONFIGURED', ready: false, message: error.message };
    }
    try {
      const info = await this.withToken(c, (token) => this.creatorInfo(token));
      const privacy = this.privacyLevel(info);
      return { configured: true, ready: true, message: `Posting photo posts to TikTok as @${info.creator_username ?? 'unknown'} (${privacy}).` };
    } catch (error) {
      if (!(error instanceof PlatformApiError)) throw error;
      return { configured: true, ready: false, message: error.message };
    }
  }

  async check(post: SocialPostProps): Promise<void> {
    await this.coverUrl(post);
    if (post.content.trim().length === 0) throw new TikTokRefusal('TEXT_REQUIRED', 'TikTok photo posts need a text for their title and description.');
    if (post.content.length > TIKTOK_DESCRIPTION_MAX)
      throw new TikTokRefusal(
        'TOO_LONG',
        `TikTok photo descriptions are at most ${TIKTOK_DESCRIPTION_MAX} characters; this one has ${post.content.length}. Shorten it first.`,
      );
  }

  async publish(post: SocialPostProps): Promise<string> {
    const c = await this.ready();
    const cover = await this.coverUrl(post);
    return this.withToken(c, async (token) => {
      // A publish still processing when the last attempt gave up: its outcome first, so the post is never sent twice.
      if (post.externalId) {
        if ((await this.outcome(token, post.externalId, true)) === 'complete') return post.externalId;
      }
      const info = await this.creatorInfo(token);
      const init = await this.call<{ publish_id?: string }>(token, '/v2/post/publish/content/init/', {
        media_type: 'PHOTO',
        post_mode: 'DIRECT_POST',
        post_info: {
          title: tiktokTitle(post.content),
          description: post.content,
          privacy_level: this.privacyLevel(info),
          disable_comment: info.comment_disabled === true,
        },
        source_info: { source: 'PULL_FROM_URL', photo_images: [cover], photo_cover_index: 0 },
      });
      if (!init.publish_id) throw new PlatformApiError('rejected', 'TikTok answered without a publish id.');
      await this.outcome(token, init.publish_id, false);
      return init.publish_id;
    });
  }

  /** Figures of TikTok posts need the video.list scope and the public post id, which the site does not ask for. */
  metrics(): Promise<PostMetrics> {
    return Promise.reject(new PlatformApiError('permission', 'Figures are not fetched from TikTok: the site does not ask for the video.list scope.'));
  }

  /**
   * Polls status/fetch for at most TIKTOK_PUBLISH_WAIT_MS: 'complete' on PUBLISH_COMPLETE; on FAILED, 'failed' for an
   * earlier publish id (which is then posted anew) and TikTok's reason thrown for a new one. Still processing after the
   * wait, or an error while asking, is thrown with the publish id, which the failed post keeps. Errors of a new publish
   * are never TikTokCallError, so withToken cannot run the init a second time.
   */
  private async outcome(token: string, publishId: string, earlier: boolean): Promise<'complete' | 'failed'> {
    const { TIKTOK_PUBLISH_WAIT_MS: wait, TIKTOK_STATUS_POLL_MS: poll } = this.config.values;
    const attempts = Math.max(1, Math.ceil(wait / poll));
    let last = 'PROCESSING_DOWNLOAD';
    for (let i = 0; i < attempts; i += 1) {
      if (i > 0) await sleep(poll);
      let answer: PublishStatus;
      try {
        answer = await this.call<PublishStatus>(token, '/v2/post/publish/status/fetch/', { publish_id: publishId });
      } catch (error) {
        if (!(error instanceof PlatformApiError)) throw error;
        if (earlier && error instanceof TikTokCallError && error.code === 'access_token_invalid') throw error;
        throw new PlatformApiError(error.failure, `${error.message} ${this.openOutcome(publishId)}`, publishId);
      }
      last = answer.status ?? last;
      if (last === 'PUBLISH_COMPLETE') return 'complete';
      if (last === 'FAILED') {
        if (earlier) return 'failed';
        const reason = answer.fail_reason || 'no reason given';
        const words = FAIL_REASON[reason];
        throw new PlatformApiError('rejected', `TikTok could not publish the photo post (${reason})${words ? `: ${words}` : ''}.`);
      }
    }
    throw new PlatformApiError(
      'rejected',
      `TikTok was still processing the photo post (${last}) after ${wait >= 1000 ? `${Math.round(wait / 1000)} s` : `${wait} ms`}. ${this.openOutcome(publishId)}`,
      publishId,
    );
  }

  private openOutcome(publishId: string): string {
    return `Its outcome is not known yet (publish id ${publishId}); Publish asks TikTok about it again before posting anew.`;
  }

  private creatorInfo(token: string): Promise<CreatorInfo> {
    return this.call<CreatorInfo>(token, '/v2/post/publish/creator_info/query/');
  }

  /** TIKTOK_PRIVACY_LEVEL when the creator may use it (refused otherwise), else the most private level offered. */
  private privacyLevel(info: CreatorInfo): string {
    const options = info.privacy_level_options ?? [];
    const wanted = this.config.values.TIKTOK_PRIVACY_LEVEL;
    if (wanted) {
      if (options.includes(wanted)) return wanted;
      throw new PlatformApiError(
        'rejected',
        `TIKTOK_PRIVACY_LEVEL is ${wanted}, which this TikTok account may not use now (it offers ${options.join(', ') || 'none'}).`,
      );
    }
    const level = PRIVACY_LEVELS.find((l) => options.includes(l));
    if (!level) throw new PlatformApiError('rejected', 'TikTok offers this account no privacy level to post with.');
    return level;
  }

  /** The generated JPEG cover of the post's event (TikTok takes JPEG or WebP, from a verified domain). */
  private async coverUrl(post: SocialPostProps): Promise<string> {
    if (!post.eventId) throw new TikTokRefusal('IMAGE_REQUIRED', "TikTok photo posts need the event's cover: only posts about an event can go to TikTok.");
    const event = await this.queries.execute(new GetEventQuery(post.eventId)).catch(() => {
      throw new TikTokRefusal('IMAGE_REQUIRED', 'The event of this post is no longer published, so it has no cover for TikTok.');
    });
    return `${this.links.base.replace(/\/+$/, '')}/api/events/${encodeURIComponent(event.id)}/cover.jpg`;
  }

  /** Runs `work` with the access token; on access_token_invalid the token is refreshed once and `work` runs again. */
  private async withToken<T>(c: StoredConnection, work: (token: string) => Promise<T>): Promise<T> {
    const token = await this.token(c, false);
    try {
      return await work(token);
    } catch (error) {
      if (!(error instanceof TikTokCallError && error.code === 'access_token_invalid')) throw error;
      return work(await this.token(c, true));
    }
  }

  private async token(c: StoredConnection, refresh: boolean): Promise<string> {
    try {
      return await this.access.accessToken(c, refresh);
    } catch (error) {
      if (!(error instanceof TikTokApiError)) throw error;
      throw new PlatformApiError('expired-token', `The TikTok access token has expired and could not be refreshed: ${error.message}`);
    }
  }

  private async call<T>(token: string, path: string, json?: Record<string, unknown>): Promise<T> {
    const v = this.config.values;
    let res: Response;
    try {
      res = await fetch(v.TIKTOK_API_URL.replace(/\/+$/, '') + path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=UTF-8', accept: 'application/json' },
        body: json ? JSON.stringify(json) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(v.SOCIAL_HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PlatformApiError('unreachable', `TikTok could not be reached (${(error as Error).name}).`);
    }
    const body = (await res.json().catch(() => ({}))) as Envelope<T>;
    const code = body.error?.code ?? '';
    if (!res.ok || (code && code !== 'ok')) {
      throw new TikTokCallError(code, failureOf(res.status, code), sentence(res.status, code, body.error?.message, new URL(this.links.base).host));
    }
    return body.data ?? ({} as T);
  }
}
