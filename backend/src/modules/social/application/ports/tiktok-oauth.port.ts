/** TikTok Login Kit (OAuth 2 with PKCE) and the user-info endpoint. */
export interface TikTokTokens {
  accessToken: string;
  refreshToken: string;
  openId: string;
  scope: string;
  expiresInSeconds: number;
  refreshExpiresInSeconds: number;
}

export class TikTokApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TikTokApiError';
  }
}

export abstract class TikTokOAuth {
  abstract authorizeUrl(p: { clientKey: string; redirectUri: string; state: string; codeChallenge: string; scope: string }): string;
  abstract exchangeCode(p: { code: string; codeVerifier: string; redirectUri: string }): Promise<TikTokTokens>;
  abstract refresh(refreshToken: string): Promise<TikTokTokens>;
  abstract userInfo(accessToken: string): Promise<{ openId: string; displayName: string | null }>;
}
