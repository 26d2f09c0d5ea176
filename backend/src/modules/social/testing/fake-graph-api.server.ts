/**
 * A stand-in for the Facebook Graph API on 127.0.0.1, with its request and answer shapes: GET /debug_token,
 * POST /{page-id}/feed, GET /{post-id}?fields=reactions…,comments…,shares, GET /{post-id}/insights (read_insights),
 * and Instagram content publishing: POST /{ig-user-id}/media {image_url, caption}, POST /{ig-user-id}/media_publish
 * {creation_id}, GET /{media-id}/insights. Error answers carry Graph's codes.
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
  readonly igUserId = '17841400000000001';
  scopes = ['pages_show_list', 'pages_read_engagement', 'pages_manage_posts', 'read_insights', 'instagram_basic', 'instagram_content_publish'];
  readonly posts: GraphPost[] = [];
  /** Instagram media containers (created) and published media. */
  readonly igContainers: Array<{ id: string; imageUrl: string; caption: string; mediaType: string }> = [];
  readonly igMedia: Array<{ id: string; imageUrl: string; caption: string; mediaType: string; at: number }> = [];
  igInsights: Record<string, { reach: number; likes: number; comments: number; shares: number; saved: number }> = {};
  fbInsights: Record<string, { impressions: number; unique: number }> = {};
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
    const ig = this.instagram(req, res, path, raw);
    if (ig !== false) return;
    const insights = this.posts.find((p) => `/${p.id}/insights` === path);
    if (req.method === 'GET' && insights) {
      if (!this.scopes.includes('read_insights'))
        return this.json(res, 403, { error: { message: '(#10) This endpoint requires the read_insights permission', type: 'OAuthException', code: 10 } });
      const m = this.fbInsights[insights.id] ?? { impressions: 0, unique: 0 };
      return this.json(res, 200, {
        data: [
          { name: 'post_impressions', period: 'lifetime', values: [{ value: m.impressions }], id: `${insights.id}/insights/post_impressions/lifetime` },
          {
            name: 'post_impressions_unique',
            period: 'lifetime',
            values: [{ value: m.unique }],
            id: `${insights.id}/insights/post_impressions_unique/lifetime`,
          },
        ],
      });
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

  /** The Instagram content-publishing calls; false when the path is not one of them. */
  private instagram(req: IncomingMessage, res: ServerResponse, path: string, raw: string): void | false {
    const body = (raw ? JSON.parse(raw) : {}) as { image_url?: string; caption?: string; creation_id?: string; media_type?: string };
    const refuseWithoutPermission = () =>
      this.json(res, 403, { error: { message: '(#10) Application does not have permission for this action', type: 'OAuthException', code: 10 } });
    if (req.method === 'POST' && path === `/${this.igUserId}/media`) {
      if (this.mode === 'missing-permission') return refuseWithoutPermission();
      if (body.media_type !== undefined && body.media_type !== 'STORIES')
        return this.json(res, 400, { error: { message: '(#100) Only STORIES is taken for an image media_type here', type: 'OAuthException', code: 100 } });
      if (body.media_type === 'STORIES' && body.caption !== undefined)
        return this.json(res, 400, { error: { message: '(#100) Stories take no caption', type: 'OAuthException', code: 100 } });
      if (!body.image_url) return this.json(res, 400, { error: { message: '(#100) The parameter image_url is required', type: 'OAuthException', code: 100 } });
      const id = `1790000000${this.igContainers.length}`;
      this.igContainers.push({ id, imageUrl: body.image_url, caption: body.caption ?? '', mediaType: body.media_type ?? 'IMAGE' });
      return this.json(res, 200, { id });
    }
    if (req.method === 'POST' && path === `/${this.igUserId}/media_publish`) {
      if (this.mode === 'missing-permission') return refuseWithoutPermission();
      const container = this.igContainers.find((c) => c.id === body.creation_id);
      if (!container) return this.json(res, 400, { error: { message: 'Invalid creation_id', type: 'OAuthException', code: 100 } });
      const id = `1791000000${this.igMedia.length}`;
      this.igMedia.push({ id, imageUrl: container.imageUrl, caption: container.caption, mediaType: container.mediaType, at: Date.now() });
      return this.json(res, 200, { id });
    }
    const media = this.igMedia.find((m) => `/${m.id}/insights` === path);
    if (req.method === 'GET' && media) {
      const m = this.igInsights[media.id] ?? { reach: 0, likes: 0, comments: 0, shares: 0, saved: 0 };
      return this.json(res, 200, {
        data: Object.entries(m).map(([name, value]) => ({ name, period: 'lifetime', values: [{ value }], id: `${media.id}/insights/${name}/lifetime` })),
      });
    }
    return false;
  }
}
