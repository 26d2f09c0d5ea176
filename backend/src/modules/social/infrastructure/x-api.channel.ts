import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/domain/domain-error';
import { ChannelStatus, PlatformApiError, PlatformFailure, SocialChannel } from '../application/ports/social-channel.port';
import { PostMetrics, SocialPostProps } from '../domain/social-post.aggregate';
import { X_POST_MAX, xPostLength } from '../domain/x-post-length';

class XRefusal extends DomainError {
  constructor(code: string, message: string) {
    super(`SOCIAL.X_${code}`, 'conflict', message);
  }
}

type XError = { title?: string; detail?: string; errors?: Array<{ message?: string }> };

const SENTENCE: Record<PlatformFailure, string> = {
  'rate-limited': "X's rate limit was reached; try again later.",
  'expired-token': 'The X access token has expired or was revoked; set a new X_ACCESS_TOKEN.',
  permission: 'The X access token lacks a permission this needs (tweet.read, tweet.write, users.read).',
  unreachable: 'X could not be reached.',
  rejected: 'X refused the post.',
};

function failureOf(status: number): PlatformFailure {
  if (status === 429) return 'rate-limited';
  if (status === 401) return 'expired-token';
  if (status === 403) return 'permission';
  return 'rejected';
}

/** X API v2 with an OAuth 2.0 user access token (X_ACCESS_TOKEN) in the Authorization header: POST /2/tweets. */
@Injectable()
export class XApiChannel extends SocialChannel {
  readonly platform = 'x' as const;

  constructor(private readonly config: AppConfig) {
    super();
  }

  async ensureReady(): Promise<void> {
    if (!this.config.values.X_ACCESS_TOKEN) throw new XRefusal('NOT_CONFIGURED', 'X is not configured: set X_ACCESS_TOKEN.');
  }

  /** GET /2/users/me: the token works and whose account it posts as. */
  async status(): Promise<ChannelStatus> {
    if (!this.config.values.X_ACCESS_TOKEN) return { configured: false, ready: false, message: 'X is not configured: set X_ACCESS_TOKEN.' };
    try {
      const me = await this.call<{ data?: { username?: string } }>('GET', '/2/users/me');
      return { configured: true, ready: true, message: `Posting to X as @${me.data?.username ?? 'unknown'}.` };
    } catch (error) {
      if (!(error instanceof PlatformApiError)) throw error;
      return { configured: true, ready: false, message: error.message };
    }
  }

  async check(post: SocialPostProps): Promise<void> {
    const length = xPostLength(post.content);
    if (length > X_POST_MAX)
      throw new XRefusal('TOO_LONG', `Posts on X are at most ${X_POST_MAX} characters (links count 23); this one has ${length}. Shorten it first.`);
  }

  async publish(post: SocialPostProps): Promise<string> {
    const body = await this.call<{ data?: { id?: string } }>('POST', '/2/tweets', { text: post.content });
    if (!body.data?.id) throw new PlatformApiError('rejected', 'X answered without a post id.');
    return body.data.id;
  }

  async metrics(id: string): Promise<PostMetrics> {
    const body = await this.call<{
      data?: { public_metrics?: { like_count?: number; reply_count?: number; retweet_count?: number; quote_count?: number; impression_count?: number } };
    }>('GET', `/2/tweets/${encodeURIComponent(id)}?tweet.fields=public_metrics`);
    const m = body.data?.public_metrics ?? {};
    return {
      reactions: m.like_count ?? 0,
      comments: m.reply_count ?? 0,
      shares: (m.retweet_count ?? 0) + (m.quote_count ?? 0),
      ...(m.impression_count !== undefined ? { impressions: m.impression_count } : {}),
    };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, json?: Record<string, unknown>): Promise<T> {
    const v = this.config.values;
    let res: Response;
    try {
      res = await fetch(v.X_API_URL.replace(/\/+$/, '') + path, {
        method,
        headers: { authorization: `Bearer ${v.X_ACCESS_TOKEN ?? ''}`, accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
        body: json ? JSON.stringify(json) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(v.SOCIAL_HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PlatformApiError('unreachable', `${SENTENCE.unreachable} (${(error as Error).name})`);
    }
    const body = (await res.json().catch(() => ({}))) as T & XError;
    if (!res.ok) {
      const failure = failureOf(res.status);
      const said = body.detail ?? body.errors?.[0]?.message ?? body.title;
      throw new PlatformApiError(failure, SENTENCE[failure] + (said ? ` X said: ${said.slice(0, 200)}` : ` (HTTP ${res.status})`));
    }
    return body;
  }
}
