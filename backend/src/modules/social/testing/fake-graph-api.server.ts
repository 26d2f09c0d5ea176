/**
 * A stand-in for the Facebook Graph API on 127.0.0.1, with its request and answer shapes: GET /debug_token,
 * POST /{page-id}/feed, GET /{post-id}?fields=reactions…,comments…,shares. Error answers carry Graph's codes.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { LocalHttpServer } from './local-http-server';

/** `feed-rate-limited`: the token checks out, then posting hits the rate limit (HTTP 429, code 4). */
export type GraphMode = 'ok' | 'expired-token' | 'missing-permission' | 'rate-limited' | 'feed-rate-limited';

export interface GraphPost {
  id: string;
  message: string;
  link: string | null;
  at: number;
}

export class FakeGraphApiServer extends LocalHttpServer {
  mode: GraphMode = 'ok';
  readonly pageId = '1234567890';
  readonly token = 'EAAB-fake-page-token-DO-NOT-LEAK-9f8e7d';
  scopes = ['pages_show_list', 'pages_read_engagement', 'pages_manage_posts'];
  readonly posts: GraphPost[] = [];
  readonly requests: Array<{ method: string; path: string; authorization: string | undefined }> = [];
  metrics: Record<string, { reactions: number; comments: number; shares: number }> = {};

  get graphUrl(): string {
    return `${this.origin}/v19.0`;
  }

  protected handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const url = new URL(req.url ?? '/', 'http://x');
    this.requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${this.token}` || this.mode === 'expired-token') {
      return this.json(res, 400, {
        error: { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190, error_subcode: 463, fbtrace_id: 'A1' },
      });
    }
    if (this.mode === 'rate-limited' || (this.mode === 'feed-rate-limited' && req.method === 'POST')) {
      return this.json(res, 429, { error: { message: 'Application request limit reached', type: 'OAuthException', code: 4, fbtrace_id: 'A2' } });
    }
    const path = url.pathname.replace(/^\/v19\.0/, '');
    if (req.method === 'GET' && path === '/debug_token') {
      const valid = url.searchParams.get('input_token') === this.token;
      const scopes = this.mode === 'missing-permission' ? this.scopes.filter((s) => s !== 'pages_manage_posts') : this.scopes;
      return this.json(res, 200, {
        data: { app_id: '42', type: 'PAGE', application: 'Festival Finder', is_valid: valid, scopes: valid ? scopes : [], profile_id: this.pageId },
      });
    }
    if (req.method === 'POST' && path === `/${this.pageId}/feed`) {
      if (this.mode === 'missing-permission') {
        return this.json(res, 403, {
          error: { message: "(#200) The user hasn't authorized the application to perform this action", type: 'OAuthException', code: 200, fbtrace_id: 'A3' },
        });
      }
      const body = (req.headers['content-type'] ?? '').includes('json')
        ? (JSON.parse(raw || '{}') as { message?: string; link?: string })
        : Object.fromEntries(new URLSearchParams(raw));
      if (!body.message) return this.json(res, 400, { error: { message: '(#100) Missing message or attachment', type: 'OAuthException', code: 100 } });
      const id = `${this.pageId}_${1000 + this.posts.length}`;
      this.posts.push({ id, message: body.message, link: body.link ?? null, at: Date.now() });
      return this.json(res, 200, { id });
    }
    const post = this.posts.find((p) => `/${p.id}` === path);
    if (req.method === 'GET' && post) {
      const m = this.metrics[post.id] ?? { reactions: 0, comments: 0, shares: 0 };
      return this.json(res, 200, {
        id: post.id,
        reactions: { data: [], summary: { total_count: m.reactions, viewer_reaction: 'NONE' } },
        comments: { data: [], summary: { order: 'ranked', total_count: m.comments, can_comment: true } },
        ...(m.shares ? { shares: { count: m.shares } } : {}),
      });
    }
    return this.json(res, 404, { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 } });
  }
}
