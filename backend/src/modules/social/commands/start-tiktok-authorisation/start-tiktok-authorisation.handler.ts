import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { currentActor } from '../../../../platform/actor/actor-context';
import { AppConfig } from '../../../../platform/config/app-config';
import { Clock } from '../../../../platform/time/clock';
import { hashState, newPkcePair, newState } from '../../application/pkce';
import { SocialConnectionStore } from '../../application/ports/social-connection.store.port';
import { TikTokOAuth } from '../../application/ports/tiktok-oauth.port';
import { TokenCipher } from '../../application/ports/token-cipher.port';
import { SocialLinks } from '../../application/social-links';
import { StartTikTokAuthorisationCommand } from './start-tiktok-authorisation.command';

/** How long the admin has to finish on TikTok's page. */
const STATE_TTL_MS = 10 * 60_000;
/** Login Kit's profile plus the Content Posting API's direct post (TikTok separates scopes with commas). */
export const TIKTOK_SCOPE = 'user.info.basic,video.publish';

@CommandHandler(StartTikTokAuthorisationCommand)
export class StartTikTokAuthorisationHandler implements ICommandHandler<StartTikTokAuthorisationCommand> {
  constructor(
    private readonly oauth: TikTokOAuth,
    private readonly store: SocialConnectionStore,
    private readonly cipher: TokenCipher,
    private readonly links: SocialLinks,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute() {
    const { TIKTOK_CLIENT_KEY: key, TIKTOK_CLIENT_SECRET: secret } = this.config.values;
    const refuse = (error: string) => ({ success: false, authUrl: null, error });
    if (!key || !secret) return refuse('TikTok is not configured: set TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET.');
    if (!this.cipher.available) return refuse('TOKEN_ENCRYPTION_KEY is not set, so TikTok tokens could not be stored safely.');
    const actor = currentActor();
    const startedBy = actor.kind === 'admin' ? JSON.stringify({ id: actor.id, username: actor.username }) : JSON.stringify({ kind: actor.kind });
    const state = newState();
    const { verifier, challenge } = newPkcePair();
    const now = this.clock.now();
    await this.store.savePending(
      hashState(state),
      { platform: 'tiktok', codeVerifierSealed: this.cipher.encrypt(verifier), startedBy, expiresAt: new Date(now.getTime() + STATE_TTL_MS) },
      now,
    );
    const authUrl = this.oauth.authorizeUrl({ clientKey: key, redirectUri: this.links.tiktokCallback(), state, codeChallenge: challenge, scope: TIKTOK_SCOPE });
    return { success: true, authUrl, error: null };
  }
}
