/**
 * A stand-in for TikTok Login Kit on 127.0.0.1: the authorise page (GET /v2/auth/authorize/, which redirects straight
 * back with a code, as if the user had agreed to the scopes asked for, less `withheldScopes`), POST /v2/oauth/token/
 * (authorization_code with PKCE S256 check, and refresh_token) and GET /v2/user/info/; and the Content Posting API for
 * photo posts: POST /v2/post/publish/creator_info/query/, /v2/post/publish/content/init/ (which pulls the photo from its
 * URL, as TikTok does) and /v2/post/publish/status/fetch/. Each test sets how it behaves.
 */
import { createHash, randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { LocalHttpServer } from './local-http-server';

export type TikTokMode = 'ok' | 'expired-token' | 'rate-limited' | 'deny';
/** How the Content Posting API answers: refusals of the call, or the outcome status/fetch reports. */
export type TikTokPostingMode =
  'ok' | 'rate-limited' | 'spam-risk' | 'url-unverified' | 'privacy-mismatch' | 'publish-fails' | 'still-processing' | 'status-rate-limited';

export interface PhotoPost {
  publishId: string;
  token: string;
  body: {
    media_type?: string;
    post_mode?: string;
    post_info?: { title?: string; description?: string; privacy_level?: string; disable_comment?: boolean };
    source_info?: { source?: string; photo_images?: string[]; photo_cover_index?: number };
  };
  /** What pulling the photo gave: HTTP status and content type. */
  pulled: { status: number; contentType: string | null };
  statusPolls: number;
  failReason: string | null;
}

interface IssuedCode {
  challenge: string;
  redirectUri: string;
  clientKey: string;
  scope: string;
  used: boolean;
}

export class FakeTikTokServer extends LocalHttpServer {
  mode: TikTokMode = 'ok';
  readonly clientKey = 'aw-test-client-key';
  readonly clientSecret = 'tiktok-client-secret-DO-NOT-LEAK-1a2b';
  readonly openId = '_000-open-id-festival-finder';
  readonly codes = new Map<string, IssuedCode>();
  readonly issuedAccessTokens: string[] = [];
  readonly issuedRefreshTokens: string[] = [];
  readonly tokenRequests: Array<Record<string, string>> = [];
  expiresIn = 86_400;
  /** Scopes the user does not grant although asked (e.g. video.publish). */
  withheldScopes: string[] = [];
  /** The scopes of the current grant (kept across refreshes, as TikTok does). */
  grantedScope = 'user.info.basic';
  /** Access tokens TikTok no longer accepts (expired or revoked early). */
  readonly revoked = new Set<string>();
  postingMode: TikTokPostingMode = 'ok';
  privacyOptions = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'];
  /** status/fetch answers PROCESSING_DOWNLOAD this many times before the outcome. */
  processingPolls = 1;
  readonly photoPosts: PhotoPost[] = [];
  /** Every Content Posting API call: path and whether its token was accepted. */
  readonly postingCalls: Array<{ path: string; accepted: boolean }> = [];

  get authUrl(): string {
    return `${this.origin}/v2/auth/authorize/`;
  }

  protected handle(req: IncomingMessage, res: ServerResponse, raw: string): void | Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET' && url.pathname === '/v2/auth/authorize/') return this.authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/v2/oauth/token/') return this.token(new URLSearchParams(raw), res);
    if (req.method === 'GET' && url.pathname === '/v2/user/info/') return this.userInfo(req, res);
    if (req.method === 'POST' && url.pathname.startsWith('/v2/post/publish/')) return this.posting(url.pathname, req, res, raw);
    return this.json(res, 404, { error: { code: 'not_found', message: 'Not found' } });
  }

  /** Issues a code bound to the PKCE challenge, like TikTok after the user agrees. */
  issueCode(challenge: string, redirectUri: string, scope = 'user.info.basic'): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { challenge, redirectUri, clientKey: this.clientKey, scope, used: false });
    return code;
  }

  private authorize(url: URL, res: ServerResponse): void {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    if (url.searchParams.get('client_key') !== this.clientKey || url.searchParams.get('code_challenge_method') !== 'S256') {
      res.writeHead(400, { 'content-type': 'text/plain' });
      return void res.end('bad authorise request');
    }
    const back = new URL(redirect);
    back.searchParams.set('state', state);
    if (this.mode === 'deny') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied the request');
    } else {
      const granted = (url.searchParams.get('scope') ?? '')
        .split(',')
        .filter((s) => s && !this.withheldScopes.includes(s))
        .join(',');
      back.searchParams.set('code', this.issueCode(url.searchParams.get('code_challenge') ?? '', redirect, granted));
      back.searchParams.set('scopes', granted);
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  private token(p: URLSearchParams, res: ServerResponse): void {
    this.tokenRequests.push(Object.fromEntries(p));
    if (this.mode === 'rate-limited') return this.json(res, 429, { error: 'rate_limit_exceeded', error_description: 'Too many requests', log_id: 'L1' });
    if (p.get('client_key') !== this.clientKey || p.get('client_secret') !== this.clientSecret) {
      return this.json(res, 400, { error: 'invalid_client', error_description: 'Client key or secret is incorrect.', log_id: 'L2' });
    }
    if (p.get('grant_type') === 'authorization_code') {
      const issued = this.codes.get(p.get('code') ?? '');
      const verifier = p.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!issued || issued.used || issued.redirectUri !== p.get('redirect_uri') || issued.challenge !== challenge) {
        return this.json(res, 400, {
          error: 'invalid_grant',
          error_description: 'Authorization code is expired or the code verifier does not match.',
          log_id: 'L3',
        });
      }
      issued.used = true;
      this.grantedScope = issued.scope;
      return this.json(res, 200, this.tokens());
    }
    if (p.get('grant_type') === 'refresh_token') {
      if (!this.issuedRefreshTokens.includes(p.get('refresh_token') ?? '')) {
        return this.json(res, 400, { error: 'invalid_grant', error_description: 'Refresh token is invalid or expired.', log_id: 'L4' });
      }
      return this.json(res, 200, this.tokens());
    }
    return this.json(res, 400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type', log_id: 'L5' });
  }

  private tokens() {
    const access = `act.${randomBytes(12).toString('hex')}-DO-NOT-LEAK`;
    const refresh = `rft.${randomBytes(12).toString('hex')}-DO-NOT-LEAK`;
    this.issuedAccessTokens.push(access);
    this.issuedRefreshTokens.push(refresh);
    return {
      access_token: access,
      expires_in: this.expiresIn,
      open_id: this.openId,
      refresh_expires_in: 31_536_000,
      refresh_token: refresh,
      scope: this.grantedScope,
      token_type: 'Bearer',
    };
  }

  private userInfo(req: IncomingMessage, res: ServerResponse): void {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (this.mode === 'expired-token' || token !== this.issuedAccessTokens.at(-1) || this.revoked.has(token)) {
      return this.json(res, 401, {
        data: {},
        error: { code: 'access_token_invalid', message: 'The access token is invalid or not found in the request.', log_id: 'L6' },
      });
    }
    return this.json(res, 200, {
      data: { user: { open_id: this.openId, display_name: 'Festival Finder UK' } },
      error: { code: 'ok', message: '', log_id: 'L7' },
    });
  }

  /** Makes TikTok refuse the current access token (access_token_invalid) before its stated expiry. */
  revokeAccessToken(): void {
    const current = this.issuedAccessTokens.at(-1);
    if (current) this.revoked.add(current);
  }

  private fail(res: ServerResponse, status: number, code: string, message: string): void {
    return this.json(res, status, { data: {}, error: { code, message, log_id: `L-${code}` } });
  }

  private async posting(path: string, req: IncomingMessage, res: ServerResponse, raw: string): Promise<void> {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const accepted = token === this.issuedAccessTokens.at(-1) && !this.revoked.has(token);
    this.postingCalls.push({ path, accepted });
    if (!accepted) return this.fail(res, 401, 'access_token_invalid', 'The access token is invalid or not found in the request.');
    if (!this.grantedScope.split(',').includes('video.publish'))
      return this.fail(res, 401, 'scope_not_authorized', 'The user did not authorize the scope required for completing this request.');
    if (this.postingMode === 'rate-limited') return this.fail(res, 429, 'rate_limit_exceeded', 'API rate limit was exceeded.');
    if (path === '/v2/post/publish/creator_info/query/') {
      return this.json(res, 200, {
        data: {
          creator_avatar_url: `${this.origin}/avatar.jpg`,
          creator_username: 'festivalfinderuk',
          creator_nickname: 'Festival Finder UK',
          privacy_level_options: this.privacyOptions,
          comment_disabled: false,
          duet_disabled: false,
          stitch_disabled: true,
          max_video_post_duration_sec: 300,
        },
        error: { code: 'ok', message: '', log_id: 'L-ok' },
      });
    }
    if (path === '/v2/post/publish/content/init/') return this.init(token, raw, res);
    if (path === '/v2/post/publish/status/fetch/') return this.status(raw, res);
    return this.fail(res, 404, 'not_found', 'Not found');
  }

  private async init(token: string, raw: string, res: ServerResponse): Promise<void> {
    const body = JSON.parse(raw || '{}') as PhotoPost['body'];
    const info = body.post_info ?? {};
    const source = body.source_info ?? {};
    if (this.postingMode === 'spam-risk')
      return this.fail(res, 403, 'spam_risk_too_many_posts', 'The daily post cap from the API is reached for the current user.');
    if (this.postingMode === 'url-unverified') return this.fail(res, 403, 'url_ownership_unverified', 'Please review our URL ownership verification rules.');
    if (this.postingMode === 'privacy-mismatch' || !this.privacyOptions.includes(info.privacy_level ?? ''))
      return this.fail(res, 400, 'privacy_level_option_mismatch', 'privacy_level is not one of the options of creator_info.');
    const invalid =
      body.media_type !== 'PHOTO' ||
      !['DIRECT_POST', 'MEDIA_UPLOAD'].includes(body.post_mode ?? '') ||
      source.source !== 'PULL_FROM_URL' ||
      !source.photo_images?.length ||
      source.photo_images.length > 35 ||
      (source.photo_cover_index ?? 0) >= source.photo_images.length ||
      (info.title ?? '').length > 90 ||
      (info.description ?? '').length > 4000;
    if (invalid) return this.fail(res, 400, 'invalid_params', 'One or more fields are invalid.');
    // TikTok pulls the photos from their URLs; here before answering, so the outcome is deterministic.
    const pulled = await fetch(source.photo_images![0]!).then(
      (r) => ({ status: r.status, contentType: r.headers.get('content-type') }),
      () => ({ status: 0, contentType: null }),
    );
    const failReason =
      this.postingMode === 'publish-fails'
        ? 'picture_size_check_failed'
        : pulled.status !== 200
          ? 'photo_pull_failed'
          : pulled.contentType !== 'image/jpeg' && pulled.contentType !== 'image/webp'
            ? 'file_format_check_failed'
            : null;
    const publishId = `p_pub_url~v2.${randomBytes(8).toString('hex')}`;
    this.photoPosts.push({ publishId, token, body, pulled, statusPolls: 0, failReason });
    return this.json(res, 200, { data: { publish_id: publishId }, error: { code: 'ok', message: '', log_id: 'L-init' } });
  }

  private status(raw: string, res: ServerResponse): void {
    const { publish_id } = JSON.parse(raw || '{}') as { publish_id?: string };
    const post = this.photoPosts.find((p) => p.publishId === publish_id);
    if (!post) return this.fail(res, 400, 'invalid_publish_id', 'The publish_id does not exist.');
    if (this.postingMode === 'status-rate-limited') return this.fail(res, 429, 'rate_limit_exceeded', 'API rate limit was exceeded.');
    post.statusPolls += 1;
    const ok = { code: 'ok', message: '', log_id: 'L-status' };
    if (this.postingMode === 'still-processing' || post.statusPolls <= this.processingPolls)
      return this.json(res, 200, { data: { status: 'PROCESSING_DOWNLOAD', uploaded_bytes: 0 }, error: ok });
    if (post.failReason) return this.json(res, 200, { data: { status: 'FAILED', fail_reason: post.failReason }, error: ok });
    return this.json(res, 200, { data: { status: 'PUBLISH_COMPLETE', publicaly_available_post_id: [] }, error: ok });
  }
}
