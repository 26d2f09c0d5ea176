import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { FacebookApiError, FacebookPage, TokenPermissions } from '../application/ports/facebook-page.port';
import { PostMetrics } from '../domain/social-post.aggregate';
import { graphRequest } from './graph-api-call';

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

  async impressions(postId: string): Promise<{ impressions: number; reach: number }> {
    const body = await this.call<{ data?: Array<{ name?: string; values?: Array<{ value?: number }> }> }>(
      'GET',
      `/${encodeURIComponent(postId)}/insights?metric=post_impressions,post_impressions_unique`,
    );
    const value = (name: string) => body.data?.find((d) => d.name === name)?.values?.[0]?.value ?? 0;
    return { impressions: value('post_impressions'), reach: value('post_impressions_unique') };
  }

  private token(): string {
    const token = this.config.values.FACEBOOK_PAGE_TOKEN;
    if (!token) throw new FacebookApiError('permission', 'FACEBOOK_PAGE_TOKEN is not set.');
    return token;
  }

  private call<T>(method: 'GET' | 'POST', path: string, json?: Record<string, unknown>): Promise<T> {
    const v = this.config.values;
    return graphRequest<T>(
      { base: v.FACEBOOK_GRAPH_URL, token: this.token(), timeoutMs: v.SOCIAL_HTTP_TIMEOUT_MS, who: 'Facebook', error: (f, m) => new FacebookApiError(f, m) },
      method,
      path,
      json,
    );
  }
}
