import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../platform/config/app-config';
import { SocialConnectionStore } from '../../application/ports/social-connection.store.port';
import { TokenCipher } from '../../application/ports/token-cipher.port';
import { SocialLinks } from '../../application/social-links';
import { TikTokStatus, TikTokStatusQuery } from './tiktok-status.query';

@QueryHandler(TikTokStatusQuery)
export class TikTokStatusHandler implements IQueryHandler<TikTokStatusQuery> {
  constructor(
    private readonly store: SocialConnectionStore,
    private readonly cipher: TokenCipher,
    private readonly links: SocialLinks,
    private readonly config: AppConfig,
  ) {}

  async execute(): Promise<TikTokStatus> {
    const hasClientKey = Boolean(this.config.values.TIKTOK_CLIENT_KEY);
    const hasClientSecret = Boolean(this.config.values.TIKTOK_CLIENT_SECRET);
    const c = await this.store.find('tiktok');
    const redirectUri = this.links.tiktokCallback();
    const nextSteps: string[] = [];
    if (!hasClientKey) nextSteps.push('Set TIKTOK_CLIENT_KEY to the client key of your TikTok app (developers.tiktok.com).');
    if (!hasClientSecret) nextSteps.push('Set TIKTOK_CLIENT_SECRET to the client secret of the same app.');
    if (!this.cipher.available) nextSteps.push('Set TOKEN_ENCRYPTION_KEY (openssl rand -base64 32) so tokens can be stored encrypted.');
    if (!c) nextSteps.push(`Add ${redirectUri} as a redirect URI in the TikTok app, then choose Authorize with TikTok.`);
    else if (!c.scope.split(/[\s,]+/).includes('video.publish'))
      nextSteps.push('Authorise again and allow video.publish: without it the site cannot post to TikTok.');
    return {
      success: true,
      status: {
        hasClientKey,
        hasClientSecret,
        hasAccessToken: c !== null,
        hasOpenId: Boolean(c?.openId),
        configured: hasClientKey && hasClientSecret,
        redirectUri,
        canStoreTokens: this.cipher.available,
      },
      connection: c
        ? {
            displayName: c.displayName,
            connectedAt: c.connectedAt.toISOString(),
            accessExpiresAt: c.accessExpiresAt.toISOString(),
            refreshedAt: c.refreshedAt?.toISOString() ?? null,
          }
        : null,
      nextSteps,
    };
  }
}
