import { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CreateAdminCommand } from '../commands/create-admin/create-admin.command';
import { AdminRole } from '../domain/admin-user.aggregate';

export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A browser-like client for admin tests: keeps the session cookie, sends our Origin and the CSRF token
 * (from status or the last login / password change), so tests speak real HTTP to the real app.
 */
export class AdminTestClient {
  /** The session cookie (`ff_admin=…`). */
  cookie: string | null = null;
  /** The signed-out login form's nonce cookie (`ff_login_csrf=…`), sent with its CSRF token. */
  preLoginCookie: string | null = null;
  csrfToken: string | null = null;

  constructor(
    readonly base: string,
    private readonly options: { origin?: string | null } = {},
  ) {}

  /** The session cookie's value (the signed session id). */
  get sessionCookie(): string | null {
    return this.cookie?.split('=').slice(1).join('=') ?? null;
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    extra: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { ...extra.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const cookies = [this.cookie, this.preLoginCookie].filter(Boolean);
    if (cookies.length && !('cookie' in headers)) headers.cookie = cookies.join('; ');
    const origin = this.options.origin === undefined ? this.base : this.options.origin;
    if (origin && !('origin' in headers)) headers.origin = origin;
    if ((extra.csrf ?? true) && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const res = await fetch(this.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0];
      const value = /=$/.test(pair) || /expires=Thu, 01 Jan 1970/i.test(c) ? null : pair;
      if (/^(__Host-)?ff_admin=/.test(pair)) this.cookie = value;
      if (/^(__Host-)?ff_login_csrf=/.test(pair)) this.preLoginCookie = value;
    }
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    const answer = { status: res.status, body: parsed as T, headers: res.headers };
    const token = (parsed as { csrfToken?: unknown } | null)?.csrfToken;
    if (typeof token === 'string') this.csrfToken = token;
    return answer;
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body: unknown = {}, extra: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request<T>('POST', path, body, extra);
  }

  status() {
    return this.get('/api/admin/status');
  }

  /** Fetches a CSRF token (status) and signs in. */
  async login(username: string, password: string) {
    if (!this.csrfToken) await this.status();
    return this.post('/api/admin/login', { username, password });
  }
}

/** Creates an admin directly through the command bus (no log scraping). */
export async function createAdmin(
  app: INestApplication,
  username: string,
  password: string,
  role: AdminRole = 'owner',
  options: { temporary?: boolean } = { temporary: false },
) {
  return app.get(CommandBus).execute(new CreateAdminCommand(username, role, password, options));
}

/** A signed-in client for a fresh admin. */
export async function signedInAdmin(app: INestApplication, base: string, username: string, role: AdminRole = 'owner') {
  const password = `${username}-Passphrase-42!`;
  await createAdmin(app, username, password, role);
  const client = new AdminTestClient(base);
  const res = await client.login(username, password);
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, password };
}
