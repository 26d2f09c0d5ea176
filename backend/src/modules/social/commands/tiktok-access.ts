import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/event-log/unit-of-work';
import { Clock } from '../../../platform/time/clock';
import { SocialConnectionStore, StoredConnection } from '../application/ports/social-connection.store.port';
import { TikTokOAuth } from '../application/ports/tiktok-oauth.port';
import { TokenCipher } from '../application/ports/token-cipher.port';
import { SocialEventTypes } from '../domain/social.events';

/** A token this close to its expiry is refreshed before use rather than sent. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The stored TikTok connection's access token, decrypted only for the call that needs it, and its refresh (used by the
 * refresh job and by publishing when the token has expired). A refresh stores the new tokens sealed, with its event.
 */
@Injectable()
export class TikTokAccess {
  constructor(
    private readonly oauth: TikTokOAuth,
    private readonly store: SocialConnectionStore,
    private readonly cipher: TokenCipher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  connection(): Promise<StoredConnection | null> {
    return this.store.find('tiktok');
  }

  /** The access token of `c`, refreshed first when it has expired (or `refresh` is set); TikTokApiError when that fails. */
  async accessToken(c: StoredConnection, refresh = false): Promise<string> {
    if (!refresh && c.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > this.clock.now().getTime()) return this.cipher.decrypt(c.accessTokenSealed);
    return (await this.refresh(c)).accessToken;
  }

  /** Exchanges the refresh token for new tokens and stores them (event SocialTokenRefreshed). */
  async refresh(c: StoredConnection): Promise<{ accessToken: string; connection: StoredConnection }> {
    const now = this.clock.now();
    const tokens = await this.oauth.refresh(this.cipher.decrypt(c.refreshTokenSealed));
    const accessExpiresAt = new Date(now.getTime() + tokens.expiresInSeconds * 1000);
    const connection: StoredConnection = {
      ...c,
      openId: tokens.openId,
      scope: tokens.scope || c.scope,
      accessTokenSealed: this.cipher.encrypt(tokens.accessToken),
      accessExpiresAt,
      refreshTokenSealed: this.cipher.encrypt(tokens.refreshToken),
      refreshExpiresAt: new Date(now.getTime() + tokens.refreshExpiresInSeconds * 1000),
      refreshedAt: now,
    };
    await this.uow.run((tx) =>
      this.store.save(tx, connection, {
        type: SocialEventTypes.TokenRefreshed,
        schemaVersion: 1,
        payload: { accessExpiresAt: accessExpiresAt.toISOString() },
      }),
    );
    return { accessToken: tokens.accessToken, connection: { ...connection, version: c.version + 1 } };
  }
}
