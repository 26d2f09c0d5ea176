/**
 * A stand-in for TikTok Login Kit on 127.0.0.1: the authorise page (GET /v2/auth/authorize/, which redirects straight
 * back with a code, as if the user had agreed), POST /v2/oauth/token/ (authorization_code with PKCE S256 check, and
 * refresh_token) and GET /v2/user/info/. Each test sets how it behaves.
 */
import { createHash, randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { LocalHttpServer } from './local-http-server';

export type TikTokMode = 'ok' | 'expired-token' | 'rate-limited' | 'deny';

interface IssuedCode {
  challenge: string;
  redirectUri: string;
  clientKey: string;
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

  get authUrl(): string {
    return `${this.origin}/v2/auth/authorize/`;
  }

  protected handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET' && url.pathname === '/v2/auth/authorize/') return this.authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/v2/oauth/token/') return this.token(new URLSearchParams(raw), res);
    if (req.method === 'GET' && url.pathname === '/v2/user/info/') return this.userInfo(req, res);
    return this.json(res, 404, { error: { code: 'not_found', message: 'Not found' } });
  }

  /** Issues a code bound to the PKCE challenge, like TikTok after the user agrees. */
  issueCode(challenge: string, redirectUri: string): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { challenge, redirectUri, clientKey: this.clientKey, used: false });
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
      back.searchParams.set('code', this.issueCode(url.searchParams.get('code_challenge') ?? '', redirect));
      back.searchParams.set('scopes', url.searchParams.get('scope') ?? '');
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
      scope: 'user.info.basic',
      token_type: 'Bearer',
    };
  }

  private userInfo(req: IncomingMessage, res: ServerResponse): void {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (this.mode === 'expired-token' || token !== this.issuedAccessTokens.at(-1)) {
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
}
