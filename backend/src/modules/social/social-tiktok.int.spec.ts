import { randomBytes } from 'node:crypto';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { captureProcessOutput } from '../../platform/testing/captured-output';
import { FixedClock } from '../../platform/time/clock';
import { AdminTestClient, signedInAdmin } from '../identity/testing/admin-test-client';
import { s256 } from './application/pkce';
import { refreshTikTokTokensJob } from './commands/refresh-tiktok-tokens/refresh-tiktok-tokens.job';
import { FakeTikTokServer } from './testing/fake-tiktok.server';

type Status = {
  success: boolean;
  status: { hasClientKey: boolean; hasClientSecret: boolean; hasAccessToken: boolean; hasOpenId: boolean; configured: boolean; redirectUri: string };
  connection: { displayName: string | null } | null;
  nextSteps: string[];
};

describe('TikTok OAuth 2 with PKCE (real PostgreSQL, real HTTP, a local TikTok)', () => {
  const tiktok = new FakeTikTokServer();
  const clock = new FixedClock(new Date('2026-11-20T10:00:00Z'));
  const key = randomBytes(32).toString('base64');
  let t: TestApp;
  let admin: AdminTestClient;
  let password: string;
  let output: ReturnType<typeof captureProcessOutput>;

  beforeAll(async () => {
    await tiktok.start();
    // Everything the app prints during these tests is kept, to prove no token or secret reaches a log.
    output = captureProcessOutput();
    t = await startTestApp({
      clock,
      env: {
        LOG_LEVEL: 'debug',
        TIKTOK_CLIENT_KEY: tiktok.clientKey,
        TIKTOK_CLIENT_SECRET: tiktok.clientSecret,
        TIKTOK_AUTH_URL: tiktok.authUrl,
        TIKTOK_API_URL: tiktok.origin,
        TOKEN_ENCRYPTION_KEY: key,
      },
    });
    ({ client: admin, password } = await signedInAdmin(t.app, t.base, 'tiktok-owner'));
  }, 120_000);

  afterAll(async () => {
    output?.restore();
    await t?.close();
    await tiktok.stop();
  });

  beforeEach(() => {
    tiktok.mode = 'ok';
  });

  const authUrl = async () => {
    const res = await admin.get<{ success: boolean; authUrl: string; error: string | null }>('/api/tiktok/auth-url');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    return new URL(res.body.authUrl);
  };
  /** What the popup does: open TikTok's page, follow its redirect to our callback (without the admin cookie). */
  const authorise = async (url: URL) => {
    const atTikTok = await fetch(url, { redirect: 'manual' });
    expect(atTikTok.status).toBe(302);
    return callback(atTikTok.headers.get('location')!);
  };
  const callback = async (location: string) => {
    const res = await fetch(location, { redirect: 'manual' });
    return { status: res.status, html: await res.text(), headers: res.headers };
  };

  it('reports the configuration (Configured, not Connected) and the redirect URI', async () => {
    const status = await admin.get<Status>('/api/tiktok/status');
    expect(status.body).toMatchObject({
      success: true,
      status: {
        hasClientKey: true,
        hasClientSecret: true,
        hasAccessToken: false,
        hasOpenId: false,
        configured: true,
        redirectUri: `${t.base}/api/tiktok/callback`,
      },
      connection: null,
    });
    expect(status.body.nextSteps.join(' ')).toContain(`${t.base}/api/tiktok/callback`);
  });

  it('builds the authorisation URL with client key, state and an S256 PKCE challenge', async () => {
    const url = await authUrl();
    expect(url.origin + url.pathname).toBe(tiktok.authUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_key: tiktok.clientKey,
      response_type: 'code',
      redirect_uri: `${t.base}/api/tiktok/callback`,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await authUrl();
    expect(second.searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('refuses a tampered or unknown state without calling TikTok', async () => {
    const url = await authUrl();
    const code = tiktok.issueCode(url.searchParams.get('code_challenge')!, `${t.base}/api/tiktok/callback`);
    const calls = tiktok.tokenRequests.length;
    const forged = await callback(`${t.base}/api/tiktok/callback?code=${code}&state=${url.searchParams.get('state')!.slice(0, -2)}xy`);
    expect(forged.status).toBe(400);
    expect(forged.html).toContain('data-outcome="error"');
    expect(forged.html).toContain('unknown, already used or expired');
    expect((await callback(`${t.base}/api/tiktok/callback`)).status).toBe(400);
    expect(tiktok.tokenRequests.length).toBe(calls);
  });

  it('refuses a code issued for another PKCE challenge (TikTok checks the verifier)', async () => {
    const url = await authUrl();
    const stolen = tiktok.issueCode(s256('a verifier somebody else holds'), `${t.base}/api/tiktok/callback`);
    const res = await callback(`${t.base}/api/tiktok/callback?code=${stolen}&state=${url.searchParams.get('state')}`);
    expect(res.status).toBe(400);
    expect(res.html).toContain('invalid_grant');
    expect((await admin.get<Status>('/api/tiktok/status')).body.status.hasAccessToken).toBe(false);
  });

  it('reports a refusal on TikTok and a rate limit as errors to the opener', async () => {
    tiktok.mode = 'deny';
    const denied = await authorise(await authUrl());
    expect(denied.status).toBe(400);
    expect(denied.html).toContain('access_denied');
    tiktok.mode = 'rate-limited';
    const limited = await authorise(await authUrl());
    expect(limited.status).toBe(400);
    expect(limited.html).toContain('rate limit');
  });

  it('connects: exchanges the code with the verifier, stores the tokens encrypted and reports success without inline script', async () => {
    const url = await authUrl();
    const res = await authorise(url);
    expect(res.status).toBe(200);
    expect(res.html).toContain('data-outcome="success"');
    expect(res.html).toContain('<script src="/api/tiktok/callback.js"></script>');
    expect(res.html).not.toMatch(/<script>[^<]/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    const exchange = tiktok.tokenRequests.at(-1)!;
    expect(exchange).toMatchObject({ grant_type: 'authorization_code', client_key: tiktok.clientKey, redirect_uri: `${t.base}/api/tiktok/callback` });
    expect(s256(exchange.code_verifier!)).toBe(url.searchParams.get('code_challenge'));

    const status = await admin.get<Status>('/api/tiktok/status');
    expect(status.body.status).toMatchObject({ hasAccessToken: true, hasOpenId: true });
    expect(status.body.connection).toMatchObject({ displayName: 'Festival Finder UK' });
    const [row] = await t.db.query(`SELECT access_token_enc, refresh_token_enc FROM social_connections WHERE platform = 'tiktok'`);
    expect(row.access_token_enc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(tiktok.issuedAccessTokens.at(-1)!);

    const script = await fetch(`${t.base}/api/tiktok/callback.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('postMessage(message, window.location.origin)');
  });

  it('refuses to reuse a state (replayed redirect)', async () => {
    const url = await authUrl();
    const atTikTok = await fetch(url, { redirect: 'manual' });
    const location = atTikTok.headers.get('location')!;
    expect((await callback(location)).status).toBe(200);
    const again = await callback(location);
    expect(again.status).toBe(400);
    expect(again.html).toContain('unknown, already used or expired');
  });

  it('keeps the connection when the profile call answers access_token_invalid (name unknown)', async () => {
    tiktok.mode = 'expired-token';
    expect((await authorise(await authUrl())).status).toBe(200);
    expect((await admin.get<Status>('/api/tiktok/status')).body.connection).toMatchObject({ displayName: null });
    tiktok.mode = 'ok';
    expect((await authorise(await authUrl())).status).toBe(200);
    expect((await admin.get<Status>('/api/tiktok/status')).body.connection).toMatchObject({ displayName: 'Festival Finder UK' });
  });

  it('refreshes the access token before it expires (job), and says so in the operations log', async () => {
    const accessBefore = tiktok.issuedAccessTokens.length;
    clock.set(new Date(clock.now().getTime() + 23 * 3_600_000)); // the 24-hour token now expires within two hours
    const { done } = await t.app.get(JobScheduler).runNow(refreshTikTokTokensJob.name);
    expect((await done).counts.refreshed).toBe(1);
    expect(tiktok.tokenRequests.at(-1)).toMatchObject({ grant_type: 'refresh_token' });
    expect(tiktok.issuedAccessTokens.length).toBe(accessBefore + 1);
    const again = await t.app.get(JobScheduler).runNow(refreshTikTokTokensJob.name);
    expect((await again.done).counts.refreshed).toBe(0); // fresh for another 24 hours
    admin = new AdminTestClient(t.base);
    await admin.login('tiktok-owner', password);
  });

  it('disconnects, deleting the tokens', async () => {
    const res = await admin.post<{ success: boolean; message: string }>('/api/tiktok/disconnect', {});
    expect(res.body).toEqual({ success: true, message: 'TikTok disconnected; its tokens were deleted.' });
    expect((await admin.get<Status>('/api/tiktok/status')).body.status.hasAccessToken).toBe(false);
    expect(await t.db.query(`SELECT 1 FROM social_connections`)).toHaveLength(0);
  });

  it('never lets a token, code, verifier or the client secret reach a log, the event log, the operations log or an answer', async () => {
    const secrets = [
      tiktok.clientSecret,
      ...tiktok.issuedAccessTokens,
      ...tiktok.issuedRefreshTokens,
      ...tiktok.tokenRequests.map((r) => r.code_verifier).filter(Boolean),
    ];
    expect(secrets.length).toBeGreaterThan(5);
    const events = await t.db.query(`SELECT type, payload, metadata FROM event_log WHERE stream_type = 'social-connection'`);
    expect(events.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['SocialAccountConnected', 'SocialTokenRefreshed', 'SocialAccountDisconnected']),
    );
    const haystacks = {
      events: JSON.stringify(await t.db.query(`SELECT payload, metadata FROM event_log`)),
      operations: JSON.stringify(await t.db.query(`SELECT message, data FROM operation_log`)),
      status: JSON.stringify((await admin.get('/api/tiktok/status')).body),
      logs: output.text(),
    };
    for (const [where, text] of Object.entries(haystacks)) for (const secret of secrets) expect([where, text.includes(secret!)]).toEqual([where, false]);
    const ops = await admin.get<{ items: Array<{ kind: string; actor: string; success: boolean }> }>('/api/admin/operations?kind=social.tiktok-connect');
    expect(ops.body.items.some((o) => o.success && o.actor === 'tiktok-owner')).toBe(true);
  });
});
