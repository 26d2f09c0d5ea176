import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { AppConfig } from '../../platform/config/app-config';
import { ResponseCache } from '../../platform/http/response-cache';
import { FixedClock } from '../../platform/time/clock';
import { InitialOwner } from './commands/create-admin/initial-owner';
import { SetAdminAccessCommand } from './commands/set-admin-access/set-admin-access.command';
import { AdminTestClient, createAdmin, signedInAdmin } from './testing/admin-test-client';
import { PasswordHasher } from './application/ports/password-hasher.port';

const OWNER = { username: 'root', password: 'Root-Passphrase-1!' };
const CSRF_MESSAGE = 'Your session security token is missing or out of date. Reload the page and try again.';

describe('identity: accounts, sessions, CSRF, throttling (real PostgreSQL, real HTTP)', () => {
  const clock = new FixedClock(new Date('2026-11-23T09:00:00Z'));
  let t: TestApp;
  let db: DataSource;
  let ip = 0;
  /** A client that looks like a new address (X-Forwarded-For from loopback is trusted), so IP limits don't mix tests. */
  const client = (options?: { origin?: string | null }) => {
    const c = new AdminTestClient(t.base, options);
    const fakeIp = `203.0.113.${++ip}`;
    const request = c.request.bind(c);
    c.request = (method, p, body, extra = {}) => request(method, p, body, { ...extra, headers: { 'x-forwarded-for': fakeIp, ...extra.headers } });
    return c;
  };
  const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

  beforeAll(async () => {
    t = await startTestApp({ clock, env: { ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password } });
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  it('creates the first owner from ADMIN_USERNAME / ADMIN_PASSWORD, without a forced change', async () => {
    const c = client();
    const res = await c.login('ROOT', OWNER.password); // usernames are case-insensitive
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, authenticated: true, username: 'root', role: 'owner', requiresPasswordChange: false });
    expect(res.body.sessionId).toMatch(/^[0-9a-f]{8}$/);
    expect(typeof res.body.csrfToken).toBe('string');
  });

  it('status: signed out gives a CSRF token and nulls; signed in gives the fingerprint, never the session id', async () => {
    const c = client();
    const anonymous = await c.status();
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(anonymous.body).toMatchObject({ authenticated: false, sessionId: null, username: null, loginTime: null, role: null, requiresPasswordChange: false });
    expect(anonymous.body.csrfToken).toEqual(expect.any(String));
    await c.login(OWNER.username, OWNER.password);
    const signedIn = await c.status();
    expect(signedIn.body).toMatchObject({ authenticated: true, username: 'root', role: 'owner', loginTime: clock.now().toISOString() });
    const sid = decodeURIComponent(c.sessionCookie!).slice(2).split('.')[0];
    expect(sid.length).toBeGreaterThanOrEqual(32); // ≥ 128 random bits (we use 256)
    expect(JSON.stringify(signedIn.body)).not.toContain(sid);
    // Cookie flags: the signed-out login form's nonce cookie, then the session cookie set at sign-in.
    const raw = (await fetch(`${t.base}/api/admin/status`)).headers.getSetCookie();
    expect(raw).toHaveLength(1);
    const fresh = client();
    await fresh.status();
    const session = (await fresh.request('POST', '/api/admin/login', OWNER, { headers: { cookie: fresh.preLoginCookie! } })).headers.getSetCookie();
    for (const [name, cookie] of [
      ['ff_login_csrf', raw[0]],
      ['ff_admin', session.find((c) => c.startsWith('ff_admin='))],
    ]) {
      expect(cookie).toMatch(new RegExp(`^${name}=`));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\//);
    }
    // Signed in, the nonce cookie is cleared: the session's own token takes over.
    expect(session.find((c) => c.startsWith('ff_login_csrf='))).toMatch(/Expires=Thu, 01 Jan 1970/i);
  });

  it('anonymous status requests store nothing: 500 of them add no session row, and each token still signs in', async () => {
    const [{ n: before }] = await db.query(`SELECT count(*)::int AS n FROM admin_sessions`);
    const answers = await Promise.all(Array.from({ length: 500 }, () => fetch(`${t.base}/api/admin/status`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const [{ n: after }] = await db.query(`SELECT count(*)::int AS n FROM admin_sessions`);
    expect(after).toBe(before);
    // A token works only with the nonce cookie it was made for.
    const a = client();
    const b = client();
    await a.status();
    await b.status();
    expect((await a.request('POST', '/api/admin/login', OWNER, { headers: { cookie: b.preLoginCookie! } })).status).toBe(403);
    expect((await a.request('POST', '/api/admin/login', OWNER, { headers: { cookie: 'ff_login_csrf=' + 'A'.repeat(43) } })).status).toBe(403);
    expect((await a.login(OWNER.username, OWNER.password)).status).toBe(200);
    const [{ n: signedIn }] = await db.query(`SELECT count(*)::int AS n FROM admin_sessions`);
    expect(signedIn).toBe(before + 1);
  });

  it('wrong password, unknown user and disabled account get the same 401 answer after comparable work', async () => {
    await createAdmin(t.app, 'dora', 'Dora-Passphrase-9!', 'editor');
    await t.app.get(CommandBus).execute(new SetAdminAccessCommand('dora', true));
    const expected = { statusCode: 401, error: 'UNAUTHORIZED', code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid credentials. Please try again.' };
    const timings: Record<string, number[]> = { wrong: [], unknown: [] };
    for (let i = 0; i < 3; i++) {
      for (const [kind, username, password] of [
        ['wrong', OWNER.username, 'not-the-password'],
        ['unknown', `nobody${i}`, 'not-the-password'],
      ] as const) {
        const c = client();
        await c.status();
        const started = performance.now();
        const res = await c.login(username, password);
        timings[kind].push(performance.now() - started);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(expected);
      }
    }
    const disabled = await client().login('dora', 'Dora-Passphrase-9!');
    expect(disabled.body).toEqual(expected);
    // Without the dummy verify an unknown user would answer in a few ms instead of an argon2 verify's tens.
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // A quarter, not a half: on a loaded 2-core machine the wrong-password path also pays the throttle and log writes.
    expect(median(timings.unknown)).toBeGreaterThan(median(timings.wrong) * 0.25);
    const ops = await db.query(`SELECT message, data FROM operation_log WHERE kind = 'identity.login' AND success = false`);
    expect(ops.length).toBeGreaterThanOrEqual(7);
    expect(JSON.stringify(ops)).not.toContain('not-the-password');
  });

  it('400 with the spec texts when a field is missing', async () => {
    const c = client();
    await c.status();
    expect((await c.post('/api/admin/login', { password: 'x' })).body).toMatchObject({ statusCode: 400, message: 'Username is required' });
    expect((await c.post('/api/admin/login', { username: 'x', password: '' })).body).toMatchObject({ statusCode: 400, message: 'Password is required' });
  });

  it('throttles: 5 failures in 15 min per username → 429 with Retry-After and minutes; per IP too', async () => {
    await createAdmin(t.app, 'tess', 'Tess-Passphrase-5!', 'editor');
    clock.set(new Date('2026-11-23T10:00:00Z'));
    for (let i = 0; i < 5; i++) expect((await client().login('tess', `wrong-${i}`)).status).toBe(401);
    const blocked = await client().login('tess', 'Tess-Passphrase-5!'); // even the right password, from a new IP
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe(String(15 * 60));
    expect(blocked.body).toMatchObject({ code: 'AUTH.TOO_MANY_ATTEMPTS', message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' });
    advance(15 * 60_000);
    expect((await client().login('tess', 'Tess-Passphrase-5!')).status).toBe(200);

    const sameIp = client();
    for (let i = 0; i < 5; i++) expect((await sameIp.login(`someone${i}`, 'wrong-password')).status).toBe(401);
    const ipBlocked = await sameIp.login(OWNER.username, OWNER.password);
    expect(ipBlocked.status).toBe(429);
    advance(15 * 60_000);
  });

  /** Counts argon2 verifications (the real hasher, wrapped): the throttle's promise is about work done, not answers. */
  const countVerifications = () => {
    const hasher = t.app.get(PasswordHasher);
    const verify = hasher.verify.bind(hasher);
    const verifyDummy = hasher.verifyDummy.bind(hasher);
    const counter = { calls: 0, restore: () => Object.assign(hasher, { verify, verifyDummy }) };
    hasher.verify = (hash, password) => (counter.calls++, verify(hash, password));
    hasher.verifyDummy = (password) => (counter.calls++, verifyDummy(password));
    return counter;
  };

  it('parallel sign-in attempts: at most 5 are ever verified, the rest get 429, the right password among them too', async () => {
    await createAdmin(t.app, 'burst', 'Burst-Passphrase-5!', 'editor');
    clock.set(new Date('2026-11-23T12:00:00Z'));
    // 60 at once from one address, each with its own signed-out token: 59 wrong, the right one in the middle.
    const clients = Array.from({ length: 60 }, () => new AdminTestClient(t.base));
    await Promise.all(clients.map((c) => c.status()));
    const verifications = countVerifications();
    const header = { headers: { 'x-forwarded-for': '198.51.100.7' } };
    const answers = await Promise.all(
      clients.map((c, i) => c.post('/api/admin/login', { username: 'burst', password: i === 30 ? 'Burst-Passphrase-5!' : `wrong-${i}` }, header)),
    );
    verifications.restore();
    const statuses = answers.map((a) => a.status);
    expect(verifications.calls).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401 || s === 200).length).toBe(verifications.calls);
    expect(statuses.filter((s) => s === 429).length).toBe(60 - verifications.calls);
    // The right password signs in only if it was among the verified few, never after the limit was reached.
    if (statuses[30] === 200) expect(statuses.filter((s) => s === 401).length).toBeLessThan(5);
    else expect(statuses[30]).toBe(429);

    // 40 wrong at once on a fresh name from a fresh address: exactly 5 verified; then the right password is refused.
    await createAdmin(t.app, 'burst2', 'Burst2-Passphrase-5!', 'editor');
    const many = Array.from({ length: 40 }, () => new AdminTestClient(t.base));
    await Promise.all(many.map((c) => c.status()));
    const counted = countVerifications();
    const wrong = await Promise.all(
      many.map((c, i) => c.post('/api/admin/login', { username: 'burst2', password: `wrong-${i}` }, { headers: { 'x-forwarded-for': '198.51.100.8' } })),
    );
    counted.restore();
    expect(counted.calls).toBe(5);
    expect(wrong.filter((a) => a.status === 401)).toHaveLength(5);
    expect(wrong.filter((a) => a.status === 429)).toHaveLength(35);
    expect((await client().login('burst2', 'Burst2-Passphrase-5!')).status).toBe(429);
    advance(15 * 60_000);
    expect((await client().login('burst2', 'Burst2-Passphrase-5!')).status).toBe(200);
  });

  it('a username has one account and one throttle key in every Unicode spelling (İ, ı, ß, fullwidth, combining marks)', async () => {
    await createAdmin(t.app, 'throttle-iii', 'Throttle-Passphrase-3!', 'editor');
    await createAdmin(t.app, 'strasse', 'Strasse-Passphrase-3!', 'editor');
    clock.set(new Date('2026-11-23T14:00:00Z'));
    // Spellings that are this account: fullwidth letters, dotless ı, upper case.
    for (const same of ['ｔｈｒｏｔｔｌｅ-ｉｉｉ', 'throttle-ııı', 'THROTTLE-III'])
      expect((await client().login(same, 'Throttle-Passphrase-3!')).status).toBe(200);
    expect((await client().login('STRAßE', 'Strasse-Passphrase-3!')).status).toBe(200);
    // Lock the account with five failures spread over spellings of one key.
    for (const spelling of ['throttle-iii', 'ＴＨＲＯＴＴＬＥ-ＩＩＩ', 'throttle-ııı', 'Throttle-III', 'throttle-iii']) {
      expect((await client().login(spelling, 'wrong-password')).status).toBe(401);
    }
    // Locked, in every spelling; the dotted İ spellings name no account at all (İ folds to i + dot, not i).
    for (const spelling of ['throttle-iii', 'throttle-ııı', 'ｔｈｒｏｔｔｌｅ-ｉｉｉ'])
      expect((await client().login(spelling, 'Throttle-Passphrase-3!')).status).toBe(429);
    for (const spelling of ['throttle-İii', 'throttle-İİİ', 'throttle-i\u0307ii'])
      expect((await client().login(spelling, 'Throttle-Passphrase-3!')).status).toBe(401);
    advance(15 * 60_000);
  });

  it('refuses a username that is not plain ASCII at creation, so no stored name changes under normalisation', async () => {
    for (const username of ['straße', 'ｆｕｌｌｗｉｄｔｈ', 'İstanbul', 'cafe\u0301', 'dotless-ı']) {
      await expect(createAdmin(t.app, username, 'Unicode-Passphrase-3!', 'editor')).rejects.toThrow(/Usernames are 3 to 64 characters/);
    }
    // One account per canonical form: upper case is the same name.
    await createAdmin(t.app, 'unique-name', 'Unique-Passphrase-3!', 'editor');
    await expect(createAdmin(t.app, 'UNIQUE-NAME', 'Unique-Passphrase-3!', 'editor')).rejects.toThrow(/already in use/);
  });

  it('regenerates the session id at sign-in and at password change (no fixation)', async () => {
    await createAdmin(t.app, 'fred', 'Fred-Passphrase-7!', 'editor');
    // A session id planted before sign-in (say by a sibling site) is replaced, not promoted.
    const planted = client();
    await planted.status();
    await createAdmin(t.app, 'fixer', 'Fixer-Passphrase-7!', 'editor');
    await planted.login('fixer', 'Fixer-Passphrase-7!');
    const anonymous = planted.sessionCookie;
    await planted.post('/api/admin/logout');
    const c = client();
    await c.status();
    expect(c.sessionCookie).toBeNull(); // signed out, nothing is stored
    c.cookie = `ff_admin=${anonymous}`;
    await c.login('fred', 'Fred-Passphrase-7!');
    const signedIn = c.sessionCookie;
    expect(signedIn).not.toBe(anonymous);
    const attacker = new AdminTestClient(t.base);
    attacker.cookie = `ff_admin=${anonymous}`;
    expect((await attacker.status()).body.authenticated).toBe(false);

    const before = c.csrfToken;
    const changed = await c.post('/api/admin/change-password', { currentPassword: 'Fred-Passphrase-7!', newPassword: 'Fred-New-Passphrase-8!' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, csrfToken: expect.any(String) });
    expect(c.csrfToken).not.toBe(before);
    expect(c.sessionCookie).not.toBe(signedIn);
    expect((await c.status()).body.authenticated).toBe(true);
    const old = new AdminTestClient(t.base);
    old.cookie = `ff_admin=${signedIn}`;
    expect((await old.status()).body.authenticated).toBe(false);
  });

  it('ends a session after 30 idle minutes and 12 hours after sign-in (controlled clock)', async () => {
    const { client: c } = await signedInAdmin(t.app, t.base, 'ivy', 'editor');
    advance(29 * 60_000);
    expect((await c.get('/api/admin/system-status')).status).toBe(200);
    advance(29 * 60_000); // active: 58 minutes in, still signed in
    expect((await c.status()).body.authenticated).toBe(true);
    advance(31 * 60_000);
    expect((await c.status()).body.authenticated).toBe(false);
    expect((await c.get('/api/admin/system-status')).body).toMatchObject({
      statusCode: 401,
      code: 'AUTH.UNAUTHENTICATED',
      message: 'Please sign in to continue.',
    });

    const { client: busy } = await signedInAdmin(t.app, t.base, 'abe', 'editor');
    for (let hour = 0; hour < 12; hour++) {
      for (let q = 0; q < 4; q++) {
        advance(15 * 60_000);
        if (hour === 11 && q === 3) break;
        expect((await busy.status()).body.authenticated).toBe(true);
      }
    }
    advance(60_000); // 12 h 1 min after sign-in, active all along
    expect((await busy.status()).body.authenticated).toBe(false);
  });

  it('logout destroys the session on the server; logout when signed out is fine', async () => {
    const { client: c } = await signedInAdmin(t.app, t.base, 'lou', 'editor');
    const cookie = c.cookie;
    expect((await c.post('/api/admin/logout')).body).toEqual({ success: true });
    const replay = new AdminTestClient(t.base);
    replay.cookie = cookie;
    expect((await replay.get('/api/admin/system-status')).status).toBe(401);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM admin_sessions WHERE sess -> 'admin' ->> 'username' = 'lou'`);
    expect(n).toBe(0);
    expect((await client().post('/api/admin/logout')).body).toEqual({ success: true });
    const [op] = await db.query(`SELECT actor FROM operation_log WHERE kind = 'identity.logout' ORDER BY id DESC LIMIT 1`);
    expect(op.actor).toBe('lou');
  });

  it('disabling an admin or resetting their password ends their sessions at once', async () => {
    const { client: owner } = await signedInAdmin(t.app, t.base, 'olga', 'owner');
    const { client: ed } = await signedInAdmin(t.app, t.base, 'edna', 'editor');
    const users = (await owner.get<{ items: Array<{ id: string; username: string }> }>('/api/admin/users')).body.items;
    const edId = users.find((u) => u.username === 'edna')!.id;
    expect((await ed.get('/api/admin/system-status')).status).toBe(200);
    const disabled = await owner.post(`/api/admin/users/${edId}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ id: edId, username: 'edna', disabled: true });
    expect((await ed.get('/api/admin/system-status')).status).toBe(401);
    expect((await owner.post(`/api/admin/users/${edId}/enable`)).body).toMatchObject({ disabled: false });

    const again = client();
    expect((await again.login('edna', 'edna-Passphrase-42!')).status).toBe(200);
    const reset = await owner.post(`/api/admin/users/${edId}/reset-password`, { temporaryPassword: 'Temporary-Pass-123' });
    expect(reset.body).toMatchObject({ requiresPasswordChange: true });
    expect((await again.get('/api/admin/system-status')).status).toBe(401);
    const [event] = await db.query(
      `SELECT payload, metadata FROM event_log WHERE stream_id = $1 AND type = 'AdminPasswordChanged' ORDER BY sequence DESC LIMIT 1`,
      [edId],
    );
    expect(event.payload).toMatchObject({ changedBy: 'owner', requiresPasswordChange: true });
    expect(event.metadata.actor).toMatchObject({ kind: 'admin', username: 'olga' });
  });

  it('CSRF: a write without the token, with a wrong one or from another origin is refused with 403', async () => {
    const { client: c } = await signedInAdmin(t.app, t.base, 'cara', 'owner');
    const body = { username: 'csrf-victim', role: 'editor', temporaryPassword: 'Some-Temporary-99' };
    const expected = { statusCode: 403, code: 'AUTH.CSRF', message: CSRF_MESSAGE };
    expect((await c.post('/api/admin/users', body, { csrf: false })).body).toMatchObject(expected);
    expect((await c.post('/api/admin/users', body, { csrf: false, headers: { 'x-csrf-token': 'x'.repeat(43) } })).body).toMatchObject(expected);
    expect((await c.post('/api/admin/users', body, { headers: { origin: 'https://evil.example' } })).body).toMatchObject(expected);
    const noOrigin = new AdminTestClient(t.base, { origin: null });
    noOrigin.cookie = c.cookie;
    noOrigin.csrfToken = c.csrfToken;
    expect((await noOrigin.post('/api/admin/users', body)).body).toMatchObject(expected);
    expect((await noOrigin.post('/api/admin/users', body, { headers: { referer: `${t.base}/user-management` } })).status).toBe(201);
    // Another session's token does not work here.
    const other = client();
    await other.status();
    expect((await c.post('/api/admin/users', body, { csrf: false, headers: { 'x-csrf-token': other.csrfToken! } })).body).toMatchObject(expected);
    // The login form needs it too.
    const login = client();
    expect((await login.post('/api/admin/login', { username: OWNER.username, password: OWNER.password })).body).toMatchObject(expected);
    await login.status();
    expect(
      (await login.post('/api/admin/login', { username: OWNER.username, password: OWNER.password }, { headers: { origin: 'http://evil.example' } })).status,
    ).toBe(403);
  });

  it('forced password change: other admin routes answer 403 until the password is changed', async () => {
    await createAdmin(t.app, 'newbie', 'Temporary-Pass-456', 'editor', { temporary: true });
    const c = client();
    const login = await c.login('newbie', 'Temporary-Pass-456');
    expect(login.body).toMatchObject({ requiresPasswordChange: true });
    expect((await c.get('/api/admin/system-status')).body).toMatchObject({
      statusCode: 403,
      code: 'AUTH.PASSWORD_CHANGE_REQUIRED',
      message: 'Change your password before continuing.',
    });
    expect((await c.status()).body).toMatchObject({ authenticated: true, requiresPasswordChange: true });
    const problems: Array<[Record<string, string>, string]> = [
      [{ currentPassword: 'wrong-one-here', newPassword: 'Brand-New-Pass-77' }, 'Current password is incorrect'],
      [{ currentPassword: 'Temporary-Pass-456', newPassword: 'short' }, 'New password must be at least 8 characters long'],
      [{ currentPassword: 'Temporary-Pass-456', newPassword: 'password1' }, 'This password is too common. Choose one that is harder to guess.'],
      [{ currentPassword: 'Temporary-Pass-456', newPassword: 'Temporary-Pass-456' }, 'New password must be different from the current one'],
    ];
    for (const [body, message] of problems) {
      const res = await c.post('/api/admin/change-password', body);
      expect({ status: res.status, body: res.body }).toMatchObject({ status: 400, body: { success: false, error: message, message } });
    }
    expect((await c.post('/api/admin/change-password', { currentPassword: 'Temporary-Pass-456', newPassword: 'Brand-New-Pass-77' })).status).toBe(200);
    // Guessing the current password through a session is throttled like sign-in (1 failure above + 4 here).
    for (let i = 0; i < 4; i++)
      expect((await c.post('/api/admin/change-password', { currentPassword: `guess-${i}-guess`, newPassword: 'Another-New-Pass-78' })).status).toBe(400);
    const blocked = await c.post('/api/admin/change-password', { currentPassword: 'Brand-New-Pass-77', newPassword: 'Another-New-Pass-78' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    advance(15 * 60_000);
    expect((await c.get('/api/admin/system-status')).status).toBe(200);
    expect((await c.status()).body).toMatchObject({ requiresPasswordChange: false });
  });

  it('own password reset from user management: mismatch, length, common list', async () => {
    const { client: c, password } = await signedInAdmin(t.app, t.base, 'rita', 'editor');
    const cases: Array<[Record<string, string>, string]> = [
      [{ newPassword: 'Another-Pass-11', confirmPassword: 'Another-Pass-12' }, 'Passwords do not match'],
      [{ newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters long'],
      [{ newPassword: 'qwertyuiop', confirmPassword: 'qwertyuiop' }, 'This password is too common. Choose one that is harder to guess.'],
      [{ newPassword: 'x'.repeat(257), confirmPassword: 'x'.repeat(257) }, 'Password must be at most 256 characters long'],
    ];
    for (const [body, message] of cases)
      expect((await c.post('/api/admin/reset-password', body)).body).toMatchObject({ statusCode: 400, error: message, message });
    expect((await c.post('/api/admin/reset-password', { newPassword: 'Another-Pass-11', confirmPassword: 'Another-Pass-11' })).body).toEqual({
      success: true,
      csrfToken: expect.any(String),
    });
    expect((await client().login('rita', password)).status).toBe(401);
    expect((await client().login('rita', 'Another-Pass-11')).status).toBe(200);
  });

  it('owner vs editor: user management is owner-only', async () => {
    const { client: ed } = await signedInAdmin(t.app, t.base, 'eddie', 'editor');
    const forbidden = { statusCode: 403, code: 'AUTH.FORBIDDEN', message: 'Your role cannot use this part of the back office. Ask an owner if you need it.' };
    expect((await ed.get('/api/admin/users')).body).toMatchObject(forbidden);
    expect((await ed.post('/api/admin/users', { username: 'x-user', role: 'owner', temporaryPassword: 'Temporary-Pass-77' })).body).toMatchObject(forbidden);
    expect((await ed.get('/api/admin/system-status')).status).toBe(200);
  });

  it('user management: add (temporary password), duplicate name in any case, last active owner protected', async () => {
    const { client: owner } = await signedInAdmin(t.app, t.base, 'solo', 'owner');
    const created = await owner.post('/api/admin/users', { username: 'Helper', role: 'editor', temporaryPassword: 'Temporary-Pass-88' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      username: 'Helper',
      role: 'editor',
      disabled: false,
      requiresPasswordChange: true,
      lastLoginAt: null,
      createdAt: expect.any(String),
    });
    expect((await owner.post('/api/admin/users', { username: 'HELPER', role: 'editor', temporaryPassword: 'Temporary-Pass-88' })).body).toMatchObject({
      statusCode: 409,
      code: 'IDENTITY.USERNAME_TAKEN',
      message: 'That username is already in use.',
    });
    expect((await owner.post('/api/admin/users', { username: 'weak', role: 'editor', temporaryPassword: 'password1' })).status).toBe(400);
    const list = (await owner.get<{ items: Array<Record<string, unknown>> }>('/api/admin/users')).body.items;
    expect(JSON.stringify(list)).not.toMatch(/argon2|passwordHash/);

    // Disable every other owner, then the last one cannot be disabled or demoted.
    const owners = list.filter((u) => u.role === 'owner' && !u.disabled && u.username !== 'solo');
    for (const o of owners) expect((await owner.post(`/api/admin/users/${o.id}/disable`)).status).toBe(200);
    const soloId = list.find((u) => u.username === 'solo')!.id;
    expect((await owner.post(`/api/admin/users/${soloId}/disable`)).body).toMatchObject({
      statusCode: 409,
      code: 'IDENTITY.LAST_OWNER',
      message: 'You cannot disable the last active owner.',
    });
    expect((await owner.post(`/api/admin/users/${soloId}/role`, { role: 'editor' })).body).toMatchObject({ statusCode: 409, code: 'IDENTITY.LAST_OWNER' });
    for (const o of owners) expect((await owner.post(`/api/admin/users/${o.id}/enable`)).status).toBe(200);
    expect((await owner.post(`/api/admin/users/${created.body.id}/role`, { role: 'owner' })).body).toMatchObject({ role: 'owner' });
    expect((await owner.post(`/api/admin/users/00000000-0000-4000-8000-000000000000/disable`)).status).toBe(404);
  });

  it('no hash or password in the event log or the operations log', async () => {
    const rows = await db.query(`SELECT payload::text AS p, metadata::text AS m FROM event_log WHERE stream_type = 'admin-user'`);
    expect(rows.length).toBeGreaterThan(10);
    const [{ text }] = await db.query(`SELECT string_agg(data::text || message, ' ') AS text FROM operation_log`);
    for (const blob of [...rows.map((r: { p: string; m: string }) => r.p + r.m), text]) {
      expect(blob).not.toMatch(/\$argon2|Passphrase|Temporary-Pass|Root-Passphrase/);
    }
  });

  it('system status: database, read model, bus, projections, mail', async () => {
    const { client: c } = await signedInAdmin(t.app, t.base, 'stan', 'editor');
    const res = await c.get('/api/admin/system-status');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      status: 'Operational',
      checkedAt: clock.now().toISOString(),
      database: { status: 'up', latencyMs: expect.any(Number) },
      readModel: { status: 'up', adapter: 'embedded', documents: expect.any(Number) },
      bus: { adapter: 'in-process' },
      mail: { adapter: 'embedded', pending: expect.any(Number), failed: expect.any(Number) },
      uptimeSeconds: expect.any(Number),
    });
    expect((res.body.projections as unknown[]).length).toBeGreaterThan(0);
    expect((res.body.projections as Array<Record<string, unknown>>)[0]).toEqual({
      name: expect.any(String),
      checkpoint: expect.any(Number),
      lag: expect.any(Number),
      parked: 0,
    });
  });

  it('the public response cache never serves or stores a signed-in request or an admin path', async () => {
    const cache = findResponseCache(t);
    const { client: c } = await signedInAdmin(t.app, t.base, 'cathy', 'editor');
    await fetch(`${t.base}/api/categories`);
    await fetch(`${t.base}/api/categories`);
    const before = { hits: cache.hits, misses: cache.misses };
    const res = await c.get('/api/categories');
    expect(res.status).toBe(200);
    await c.status();
    await c.get('/api/admin/system-status');
    expect({ hits: cache.hits, misses: cache.misses }).toEqual(before); // bypassed entirely
    await fetch(`${t.base}/api/categories`);
    expect(cache.hits).toBe(before.hits + 1);
  });

  it('public reads do not create or touch sessions', async () => {
    const [{ n: before }] = await db.query(`SELECT count(*)::int AS n FROM admin_sessions`);
    const res = await fetch(`${t.base}/api/events?limit=1`);
    expect(res.headers.getSetCookie()).toEqual([]);
    await fetch(`${t.base}/api/health`);
    const [{ n: after }] = await db.query(`SELECT count(*)::int AS n FROM admin_sessions`);
    expect(after).toBe(before);
  });
});

describe('identity: first start without ADMIN_PASSWORD', () => {
  it('creates one owner with a random password, printed once and written to DATA_DIR (0600), who must change it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ff-identity-'));
    const t = await startTestApp({ env: { DATA_DIR: dataDir, NODE_ENV: 'development' } });
    try {
      const file = path.join(dataDir, 'initial-admin-password');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = readFileSync(file, 'utf8').trim();
      expect(password.length).toBeGreaterThanOrEqual(20);
      const c = new AdminTestClient(t.base);
      const res = await c.login('admin', password);
      expect(res.body).toMatchObject({ username: 'admin', role: 'owner', requiresPasswordChange: true });
      const db = t.app.get(DataSource);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM admin_users`);
      expect(n).toBe(1);
      // A second start on the same database creates nobody.
      await t.app.get(InitialOwner).ensure();
      const [{ n: again }] = await db.query(`SELECT count(*)::int AS n FROM admin_users`);
      expect(again).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('identity: behind https (PUBLIC_BASE_URL https)', () => {
  it('uses a __Host- Secure cookie and checks Origin against PUBLIC_BASE_URL', async () => {
    const origin = 'https://festivals.example';
    const t = await startTestApp({ env: { PUBLIC_BASE_URL: origin, ADMIN_USERNAME: 'secure-owner', ADMIN_PASSWORD: 'Secure-Passphrase-3!' } });
    try {
      // The TLS-terminating proxy on loopback says the request came over https.
      const proxied = { 'x-forwarded-proto': 'https' };
      const status = await fetch(`${t.base}/api/admin/status`, { headers: proxied });
      const cookie = status.headers.getSetCookie()[0];
      expect(cookie).toMatch(/^__Host-ff_login_csrf=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
      const c = new AdminTestClient(t.base, { origin: t.base });
      c.preLoginCookie = cookie.split(';')[0];
      c.csrfToken = ((await status.json()) as { csrfToken: string }).csrfToken;
      const login = { username: 'secure-owner', password: 'Secure-Passphrase-3!' };
      expect((await c.post('/api/admin/login', login, { headers: proxied })).status).toBe(403); // the app's own host is not our public origin
      const ok = await c.post('/api/admin/login', login, { headers: { ...proxied, origin } });
      expect(ok.status).toBe(200);
      expect(c.cookie).toMatch(/^__Host-ff_admin=/);
    } finally {
      await t.close();
    }
  });
});

function findResponseCache(t: TestApp): ResponseCache {
  const cache = ResponseCache.installedOn(t.app.getHttpServer());
  if (!cache) throw new Error('no response cache installed on the server');
  return cache;
}

describe('identity: client addresses and TRUST_PROXY', () => {
  const wrongFrom = async (t: TestApp, i: number) => {
    const c = new AdminTestClient(t.base);
    const headers = { 'x-forwarded-for': `192.0.2.${i}` };
    await c.request('GET', '/api/admin/status', undefined, { headers });
    return (await c.request('POST', '/api/admin/login', { username: `nobody-${i}`, password: 'wrong-password' }, { headers })).status;
  };

  it('by default believes no X-Forwarded-For: a client cannot dodge the per-address limit by naming other addresses', async () => {
    const t = await startTestApp({ env: { TRUST_PROXY: 'none' } });
    try {
      const statuses = [];
      for (let i = 1; i <= 6; i++) statuses.push(await wrongFrom(t, i));
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy (TRUST_PROXY=loopback) takes the address it forwards', async () => {
    const t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      for (let i = 1; i <= 6; i++) expect(await wrongFrom(t, i)).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('refuses a TRUST_PROXY it cannot read, at start-up', () => {
    expect(() => AppConfig.fromEnv({}, { TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: none, a hop count/);
    expect(AppConfig.fromEnv({}, { TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(AppConfig.fromEnv({}, {}).trustProxy).toBe(false);
  });
});
