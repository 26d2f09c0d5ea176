import { Injectable, OnModuleDestroy } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session, { Store } from 'express-session';
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../platform/config/app-config';
import { AdminSessions } from '../application/ports/admin-sessions.port';

const TABLE = 'admin_sessions';

/** Cookie settings: `__Host-` prefix and Secure when the site is served over https. */
export function sessionCookieName(config: AppConfig): string {
  return isHttps(config) ? '__Host-ff_admin' : 'ff_admin';
}

export function isHttps(config: AppConfig): boolean {
  return (config.values.PUBLIC_BASE_URL ?? '').startsWith('https:');
}

/**
 * Server-side admin sessions in PostgreSQL through express-session + connect-pg-simple. The table is made
 * by our migration (the library's auto-create is off). Session ids are 256 random bits. Idle and absolute
 * timeouts are enforced by AdminSessionMiddleware with the injected clock; the row's own expiry (the
 * idle window, refreshed on every request) is the backstop that lets the store prune abandoned sessions.
 */
@Injectable()
export class AdminSessionStore extends AdminSessions implements OnModuleDestroy {
  private store: (Store & { close?: () => Promise<void> | void }) | null = null;
  private handler: ReturnType<typeof session> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {
    super();
  }

  /** The express-session middleware; the signing secret is shared by every instance through the database. */
  async middleware(): Promise<ReturnType<typeof session>> {
    if (this.handler) return this.handler;
    const secret = await this.signingSecret();
    const PgStore = connectPgSimple(session);
    this.store = new PgStore({
      // The app's own pool: no second set of connections for sessions.
      pool: (this.db.driver as unknown as { master: Pool }).master,
      tableName: TABLE,
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    });
    this.handler = session({
      name: sessionCookieName(this.config),
      secret,
      store: this.store,
      genid: () => randomBytes(32).toString('base64url'),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      unset: 'destroy',
      cookie: {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        secure: isHttps(this.config),
        maxAge: this.config.values.ADMIN_SESSION_IDLE_MINUTES * 60_000,
      },
    });
    return this.handler;
  }

  async endAllFor(adminId: string, keepSessionId?: string): Promise<number> {
    const [, count] = (await this.db.query(`DELETE FROM ${TABLE} WHERE sess -> 'admin' ->> 'id' = $1 AND sid <> $2`, [adminId, keepSessionId ?? ''])) as [
      unknown,
      number,
    ];
    return count ?? 0;
  }

  async onModuleDestroy(): Promise<void> {
    await this.store?.close?.();
  }

  private secret: Promise<string> | null = null;

  /** The key that signs session cookies and pre-login CSRF tokens; one per install, shared through the database. */
  signingSecret(): Promise<string> {
    this.secret ??= this.loadSecret();
    return this.secret;
  }

  private async loadSecret(): Promise<string> {
    await this.db.query(`INSERT INTO identity_secrets (name, value) VALUES ('session-cookie', $1) ON CONFLICT (name) DO NOTHING`, [
      randomBytes(32).toString('base64url'),
    ]);
    const [row] = await this.db.query(`SELECT value FROM identity_secrets WHERE name = 'session-cookie'`);
    return row.value as string;
  }
}
