import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { TikTokApiError, TikTokOAuth, TikTokTokens } from '../application/ports/tiktok-oauth.port';

type TokenAnswer = {
  access_token?: string;
  refresh_token?: string;
  open_id?: string;
  scope?: string;
  expires_in?: number;
  refresh_expires_in?: number;
  error?: string;
  error_description?: string;
};

/**
 * TikTok Login Kit for web: authorise at TIKTOK_AUTH_URL, tokens at TIKTOK_API_URL/v2/oauth/token/ (form-encoded),
 * user info at TIKTOK_API_URL/v2/user/info/. Error bodies are reduced to their code and description.
 */
@Injectable()
export class TikTokLoginKit extends TikTokOAuth {
  constructor(private readonly config: AppConfig) {
    super();
  }

  authorizeUrl(p: { clientKey: string; redirectUri: string; state: string; codeChallenge: string; scope: string }): string {
    const url = new URL(this.config.values.TIKTOK_AUTH_URL);
    url.searchParams.set('client_key', p.clientKey);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', p.scope);
    url.searchParams.set('redirect_uri', p.redirectUri);
    url.searchParams.set('state', p.state);
    url.searchParams.set('code_challenge', p.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  }

  exchangeCode(p: { code: string; codeVerifier: string; redirectUri: string }): Promise<TikTokTokens> {
    return this.token({ grant_type: 'authorization_code', code: p.code, code_verifier: p.codeVerifier, redirect_uri: p.redirectUri });
  }

  refresh(refreshToken: string): Promise<TikTokTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async userInfo(accessToken: string): Promise<{ openId: string; displayName: string | null }> {
    const res = await this.send(`/v2/user/info/?fields=open_id,display_name`, { headers: { authorization: `Bearer ${accessToken}` } });
    const body = (await res.json().catch(() => ({}))) as {
      data?: { user?: { open_id?: string; display_name?: string } };
      error?: { code?: string; message?: string };
    };
    if (!res.ok || (body.error?.code && body.error.code !== 'ok')) {
      throw new TikTokApiError(body.error?.code ?? `http_${res.status}`, describe(res.status, body.error?.code, body.error?.message));
    }
    return { openId: body.data?.user?.open_id ?? '', displayName: body.data?.user?.display_name ?? null };
  }

  private async token(fields: Record<string, string>): Promise<TikTokTokens> {
    const { TIKTOK_CLIENT_KEY: key, TIKTOK_CLIENT_SECRET: secret } = this.config.values;
    if (!key || !secret) throw new TikTokApiError('not_configured', 'TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET must be set.');
    const res = await this.send('/v2/oauth/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_key: key, client_secret: secret, ...fields }).toString(),
    });
    const body = (await res.json().catch(() => ({}))) as TokenAnswer;
    if (!res.ok || body.error || !body.access_token || !body.refresh_token || !body.open_id) {
      throw new TikTokApiError(body.error ?? `http_${res.status}`, describe(res.status, body.error, body.error_description));
    }
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      openId: body.open_id,
      scope: body.scope ?? '',
      expiresInSeconds: body.expires_in ?? 86_400,
      refreshExpiresInSeconds: body.refresh_expires_in ?? 31_536_000,
    };
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    const base = this.config.values.TIKTOK_API_URL.replace(/\/+$/, '');
    try {
      return await fetch(base + path, { ...init, redirect: 'error', signal: AbortSignal.timeout(this.config.values.SOCIAL_HTTP_TIMEOUT_MS) });
    } catch (error) {
      throw new TikTokApiError('unreachable', `TikTok could not be reached (${(error as Error).name}).`);
    }
  }
}

function describe(status: number, code: string | undefined, text: string | undefined): string {
  if (status === 429 || code === 'rate_limit_exceeded') return "TikTok's rate limit was reached; try again later.";
  if (code === 'access_token_invalid') return 'The TikTok access token has expired or was revoked.';
  const said = text ? `: ${text.slice(0, 200)}` : '';
  return `TikTok refused the request (${code ?? `HTTP ${status}`})${said}`;
}
