import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { SocialConnectionStore } from '../../application/ports/social-connection.store.port';
import { TikTokApiError, TikTokOAuth } from '../../application/ports/tiktok-oauth.port';
import { TokenCipher } from '../../application/ports/token-cipher.port';
import { SocialEventTypes } from '../../domain/social.events';
import { RefreshTikTokTokensCommand } from './refresh-tiktok-tokens.command';

export const REFRESH_AHEAD_MS = 2 * 60 * 60_000;

@CommandHandler(RefreshTikTokTokensCommand)
export class RefreshTikTokTokensHandler implements ICommandHandler<RefreshTikTokTokensCommand> {
  constructor(
    private readonly oauth: TikTokOAuth,
    private readonly store: SocialConnectionStore,
    private readonly cipher: TokenCipher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const now = this.clock.now();
    if (!this.cipher.available) return { message: 'No TOKEN_ENCRYPTION_KEY; no tokens to refresh', counts: { refreshed: 0 } };
    let refreshed = 0;
    for (const c of await this.store.expiringBefore(new Date(now.getTime() + REFRESH_AHEAD_MS))) {
      try {
        const tokens = await this.oauth.refresh(this.cipher.decrypt(c.refreshTokenSealed));
        const accessExpiresAt = new Date(now.getTime() + tokens.expiresInSeconds * 1000);
        await this.uow.run((tx) =>
          this.store.save(
            tx,
            {
              ...c,
              openId: tokens.openId,
              scope: tokens.scope || c.scope,
              accessTokenSealed: this.cipher.encrypt(tokens.accessToken),
              accessExpiresAt,
              refreshTokenSealed: this.cipher.encrypt(tokens.refreshToken),
              refreshExpiresAt: new Date(now.getTime() + tokens.refreshExpiresInSeconds * 1000),
              refreshedAt: now,
            },
            { type: SocialEventTypes.TokenRefreshed, schemaVersion: 1, payload: { accessExpiresAt: accessExpiresAt.toISOString() } },
          ),
        );
        refreshed += 1;
      } catch (error) {
        if (error instanceof TikTokApiError) throw new Error(`Could not refresh the ${c.platform} token: ${error.message}`);
        throw error;
      }
    }
    return { message: `Refreshed ${refreshed} TikTok token${refreshed === 1 ? '' : 's'}`, counts: { refreshed } };
  }
}
