import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Actor, runAs } from '../../../../platform/actor/actor-context';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { Clock } from '../../../../platform/time/clock';
import { hashState } from '../../application/pkce';
import { SocialConnectionStore } from '../../application/ports/social-connection.store.port';
import { TikTokApiError, TikTokOAuth } from '../../application/ports/tiktok-oauth.port';
import { TokenCipher } from '../../application/ports/token-cipher.port';
import { SocialLinks } from '../../application/social-links';
import { SocialEventTypes } from '../../domain/social.events';
import { AuthorisationOutcome, CompleteTikTokAuthorisationCommand } from './complete-tiktok-authorisation.command';

function starter(startedBy: string): Actor {
  try {
    const parsed = JSON.parse(startedBy) as { id?: string; username?: string };
    if (parsed.id && parsed.username) return { kind: 'admin', id: parsed.id, username: parsed.username };
  } catch {
    /* an unreadable record acts as the system */
  }
  return { kind: 'system' };
}

@CommandHandler(CompleteTikTokAuthorisationCommand)
export class CompleteTikTokAuthorisationHandler implements ICommandHandler<CompleteTikTokAuthorisationCommand> {
  constructor(
    private readonly oauth: TikTokOAuth,
    private readonly store: SocialConnectionStore,
    private readonly cipher: TokenCipher,
    private readonly links: SocialLinks,
    private readonly uow: UnitOfWork,
    private readonly operations: OperationsLog,
    private readonly clock: Clock,
  ) {}

  async execute({ state, code, providerError }: CompleteTikTokAuthorisationCommand): Promise<AuthorisationOutcome> {
    const now = this.clock.now();
    // The state is consumed first, whatever follows: a replayed or forged redirect never reaches TikTok's token endpoint.
    const pending = state && /^[A-Za-z0-9_-]{20,200}$/.test(state) ? await this.store.consumePending(hashState(state), now) : null;
    if (!pending || pending.platform !== 'tiktok') {
      await this.operations.record('social.tiktok-connect', false, { message: 'Refused a TikTok redirect with an unknown, used or expired state' });
      return { success: false, error: 'This authorisation is unknown, already used or expired. Start again from the TikTok integration page.' };
    }
    return runAs(starter(pending.startedBy), async () => {
      const fail = async (error: string) => {
        await this.operations.record('social.tiktok-connect', false, { message: error });
        return { success: false, error };
      };
      if (providerError) return fail(`TikTok did not authorise the app (${providerError.slice(0, 100)}).`);
      if (!code) return fail('TikTok sent no authorisation code.');
      try {
        const tokens = await this.oauth.exchangeCode({
          code,
          codeVerifier: this.cipher.decrypt(pending.codeVerifierSealed),
          redirectUri: this.links.tiktokCallback(),
        });
        const profile = await this.oauth.userInfo(tokens.accessToken).catch(() => ({ displayName: null }));
        await this.uow.run((tx) =>
          this.store.save(
            tx,
            {
              platform: 'tiktok',
              openId: tokens.openId,
              displayName: profile.displayName,
              scope: tokens.scope,
              accessTokenSealed: this.cipher.encrypt(tokens.accessToken),
              accessExpiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000),
              refreshTokenSealed: this.cipher.encrypt(tokens.refreshToken),
              refreshExpiresAt: new Date(now.getTime() + tokens.refreshExpiresInSeconds * 1000),
              connectedAt: now,
              refreshedAt: null,
              version: 0,
            },
            { type: SocialEventTypes.Connected, schemaVersion: 1, payload: { openId: tokens.openId, scope: tokens.scope } },
          ),
        );
        await this.operations.record('social.tiktok-connect', true, {
          message: `Connected TikTok account ${profile.displayName ?? tokens.openId}`,
          data: { openId: tokens.openId },
        });
        return { success: true, error: null };
      } catch (error) {
        if (error instanceof TikTokApiError) return fail(error.message);
        throw error;
      }
    });
  }
}
