import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { FacebookApiError, FacebookFailure, FacebookPage, TokenPermissions } from '../application/ports/facebook-page.port';
import { PostMetrics } from '../domain/social-post.aggregate';

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number } };

/** Graph API codes: 190 expired/revoked token; 4, 17, 32, 613 rate limits; 10 and 200–299 permissions. */
function failureOf(status: number, code: number | undefined): FacebookFailure {
  if (status === 429 || [4, 17, 32, 613].includes(code ?? -1)) return 'rate-limited';
  if (code === 190) return 'expired-token';
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) return 'permission';
  return 'rejected';
}

const SENTENCE: Record<FacebookFailure, string> = {
  'rate-limited': "Facebook's rate limit was reached; try again later.",
  'expired-token': 'The Facebook page token has expired or was revoked; generate a new page token.',
  permission: 'The Facebook page token lacks a permission this needs.',
  unreachable: 'Facebook could not be reached.',
  rejected: 'Facebook refused the request.',
};

/**
 * The Graph API adapter (FACEBOOK_GRAPH_URL, default v19.0). The token goes in the Authorization header, except
 * debug_token's input_token, which the API only takes as a parameter; neither is ever logged or returned.
 */
@Injectable()
export class GraphApiFacebookPage extends FacebookPage {
  constructor(private readonly config: AppConfig) {
    super();
  }

  get configured(): boolean {
    return Boolean(this.config.values.FACEBOOK_PAGE_ID && this.config.values.FACEBOOK_PAGE_TOKEN);
  }

  /** GET /debug_token: the documented way to read the scopes of a page access token (/me/permissions is for user tokens). */
  async permissions(): Promise<TokenPermissions> {
    const token = this.token();
    const body = await this.call<{ data?: { is_valid?: boolean; scopes?: string[] } }>('GET', `/debug_token?input_token=${encodeURIComponent(token)}`);
    return { valid: body.data?.is_valid === true, granted: body.data?.scopes ?? [] };
  }

  async publish(message: string, link: string | null): Promise<string> {
    const pageId = this.config.values.FACEBOOK_PAGE_ID!;
    const body = await this.call<{ id?: string }>('POST', `/${encodeURIComponent(pageId)}/feed`, { message, ...(link ? { link } : {}) });
    if (!body.id) throw new FacebookApiError('rejected', 'Facebook answered without a post id.');
    return body.id;
  }

  async metrics(postId: string): Promise<PostMetrics> {
    const fields = 'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares';
    const body = await this.call<{
      reactions?: { summary?: { total_count?: number } };
      comments?: { summary?: { total_count?: number } };
      shares?: { count?: number };
    }>('GET', `/${encodeURIComponent(postId)}?fields=${encodeURIComponent(fields)}`);
    return {
      reactions: body.reactions?.summary?.total_count ?? 0,
      comments: body.comments?.summary?.total_count ?? 0,
      shares: body.shares?.count ?? 0,
    };
  }

  private token(): string {
    const token = this.config.values.FACEBOOK_PAGE_TOKEN;
    if (!token) throw new FacebookApiError('permission', 'FACEBOOK_PAGE_TOKEN is not set.');
    return token;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, json?: Record<string, unknown>): Promise<T> {
    const base = this.config.values.FACEBOOK_GRAPH_URL.replace(/\/+$/, '');
    let res: Response;
    try {
      res = await fetch(base + path, {
        method,
        headers: { authorization: `Bearer ${this.token()}`, accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
        body: json ? JSON.stringify(json) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.values.SOCIAL_HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      if (error instanceof FacebookApiError) throw error;
      throw new FacebookApiError('unreachable', `${SENTENCE.unreachable} (${(error as Error).name})`);
    }
    const body = (await res.json().catch(() => ({}))) as T & GraphError;
    if (!res.ok || body.error) {
      const failure = failureOf(res.status, body.error?.code);
      const detail = body.error?.message ? ` Facebook said: ${body.error.message.slice(0, 200)}` : ` (HTTP ${res.status})`;
      throw new FacebookApiError(failure, SENTENCE[failure] + detail);
    }
    return body;
  }
}
