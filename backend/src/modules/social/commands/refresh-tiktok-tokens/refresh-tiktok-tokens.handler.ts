import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { SocialConnectionStore } from '../../application/ports/social-connection.store.port';
import { TikTokApiError } from '../../application/ports/tiktok-oauth.port';
import { TokenCipher } from '../../application/ports/token-cipher.port';
import { TikTokAccess } from '../tiktok-access';
import { RefreshTikTokTokensCommand } from './refresh-tiktok-tokens.command';

export const REFRESH_AHEAD_MS = 2 * 60 * 60_000;

@CommandHandler(RefreshTikTokTokensCommand)
export class RefreshTikTokTokensHandler implements ICommandHandler<RefreshTikTokTokensCommand> {
  constructor(
    private readonly access: TikTokAccess,
    private readonly store: SocialConnectionStore,
    private readonly cipher: TokenCipher,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const now = this.clock.now();
    if (!this.cipher.available) return { message: 'No TOKEN_ENCRYPTION_KEY; no tokens to refresh', counts: { refreshed: 0 } };
    let refreshed = 0;
    for (const c of await this.store.expiringBefore(new Date(now.getTime() + REFRESH_AHEAD_MS))) {
      try {
        await this.access.refresh(c);
        refreshed += 1;
      } catch (error) {
        if (error instanceof TikTokApiError) throw new Error(`Could not refresh the ${c.platform} token: ${error.message}`);
        throw error;
      }
    }
    return { message: `Refreshed ${refreshed} TikTok token${refreshed === 1 ? '' : 's'}`, counts: { refreshed } };
  }
}
