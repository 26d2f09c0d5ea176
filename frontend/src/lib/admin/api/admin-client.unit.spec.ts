import {
  adminRequest,
  adminRetry,
  AdminApiError,
  currentCsrfToken,
  forgetCsrfToken,
  rememberCsrfToken,
  setAdminSessionHandlers,
  SignedOutError,
} from './admin-client';

type Call = { url: string; init: RequestInit };
const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(...answers: Array<Response | Error>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${String(url)}`);
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
  return calls;
}
const header = (call: Call, name: string) => (call.init.headers as Record<string, string>)[name];

describe('admin API client', () => {
  const signedOut = jest.fn();
  const passwordChangeRequired = jest.fn();
  let unregister: () => void;
  beforeEach(() => {
    forgetCsrfToken();
    signedOut.mockReset();
    passwordChangeRequired.mockReset();
    unregister = setAdminSessionHandlers({ signedOut, passwordChangeRequired });
  });
  afterEach(() => unregister());

  it('sends the session cookie on reads, without a CSRF header', async () => {
    const calls = stubFetch(json(200, { items: [], total: 0 }));
    await adminRequest('/api/admin/operations', null, { params: { limit: 10, offset: 0, kind: '' } });
    expect(calls[0].url).toBe('/api/admin/operations?limit=10&offset=0');
    expect(calls[0].init.credentials).toBe('include');
    expect(header(calls[0], 'X-CSRF-Token')).toBeUndefined();
  });

  it('sends the remembered CSRF token with every write', async () => {
    rememberCsrfToken('tok-1');
    const calls = stubFetch(json(200, { id: '7', version: 3 }));
    await adminRequest('/api/admin/events/7/publish', null, { method: 'POST', body: { expectedVersion: 2 } });
    expect(calls[0].init.method).toBe('POST');
    expect(header(calls[0], 'X-CSRF-Token')).toBe('tok-1');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(calls[0].init.body).toBe(JSON.stringify({ expectedVersion: 2 }));
  });

  it('fetches a CSRF token from the status call before the first write', async () => {
    const calls = stubFetch(json(200, { authenticated: false, csrfToken: 'from-status' }), json(200, { success: true }));
    await adminRequest('/api/admin/logout', null, { method: 'POST' });
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/status', '/api/admin/logout']);
    expect(header(calls[1], 'X-CSRF-Token')).toBe('from-status');
  });

  it('keeps the new token a login or password answer hands out', async () => {
    rememberCsrfToken('old');
    stubFetch(json(200, { success: true, csrfToken: 'new' }));
    await adminRequest('/api/admin/change-password', null, { method: 'POST', body: {} });
    expect(currentCsrfToken()).toBe('new');
  });

  it('treats 401 as signed out: tells the layout and throws, never answers empty', async () => {
    stubFetch(json(401, { statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'Please sign in to continue.' }));
    const result = adminRequest('/api/admin/events', null);
    await expect(result).rejects.toBeInstanceOf(SignedOutError);
    await expect(result).rejects.toMatchObject({ status: 401, message: 'Please sign in to continue.' });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('reads a 401 from the sign-in call as wrong credentials, not as a lost session', async () => {
    rememberCsrfToken('t');
    stubFetch(json(401, { code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid credentials. Please try again.' }));
    const result = adminRequest('/api/admin/login', null, { method: 'POST', body: { username: 'a', password: 'b' }, signIn: true });
    await expect(result).rejects.not.toBeInstanceOf(SignedOutError);
    await expect(result).rejects.toMatchObject({ status: 401, code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid credentials. Please try again.' });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('retries a write once with a fresh token when the CSRF token is out of date', async () => {
    rememberCsrfToken('stale');
    const calls = stubFetch(
      json(403, { code: 'AUTH.CSRF', message: 'Your session security token is missing or out of date.' }),
      json(200, { authenticated: true, csrfToken: 'fresh' }),
      json(200, { id: '1', version: 2 }),
    );
    await expect(adminRequest('/api/admin/events/1/feature', null, { method: 'POST', body: {} })).resolves.toEqual({ id: '1', version: 2 });
    expect(header(calls[0], 'X-CSRF-Token')).toBe('stale');
    expect(header(calls[2], 'X-CSRF-Token')).toBe('fresh');
  });

  it('sends the user to the password change when the server requires it', async () => {
    stubFetch(json(403, { code: 'AUTH.PASSWORD_CHANGE_REQUIRED', message: 'Change your password before continuing.' }));
    await expect(adminRequest('/api/admin/stats', null)).rejects.toMatchObject({ status: 403, message: 'Change your password before continuing.' });
    expect(passwordChangeRequired).toHaveBeenCalledTimes(1);
  });

  it("carries the server's message, code and field errors", async () => {
    rememberCsrfToken('t');
    stubFetch(
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are not valid.',
        fieldErrors: { title: 'Title must be at least 3 characters' },
      }),
    );
    const error = await adminRequest('/api/admin/events', null, { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({ status: 400, message: 'Some fields are not valid.', fieldErrors: { title: 'Title must be at least 3 characters' } });
  });

  it('uses `error` when the body has no `message`', async () => {
    rememberCsrfToken('t');
    stubFetch(json(400, { success: false, error: 'Current password is incorrect' }));
    await expect(adminRequest('/api/admin/change-password', null, { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Current password is incorrect',
    });
  });

  it('reports a network failure with status 0 and a readable message', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(adminRequest('/api/admin/stats', null)).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('validates answers with the given schema', async () => {
    stubFetch(json(200, { total: 'many' }));
    const schema = {
      parse: (d: unknown) => {
        if (typeof (d as { total: unknown }).total !== 'number') throw new Error('bad shape');
        return d;
      },
    };
    await expect(adminRequest('/api/admin/stats', schema)).rejects.toThrow('bad shape');
  });

  it('retries reads on network and server failures only', () => {
    expect(adminRetry(0, new AdminApiError(401, 'x', undefined, {}, undefined))).toBe(false);
    expect(adminRetry(0, new AdminApiError(404, 'x', undefined, {}, undefined))).toBe(false);
    expect(adminRetry(0, new AdminApiError(503, 'x', undefined, {}, undefined))).toBe(true);
    expect(adminRetry(0, new AdminApiError(0, 'x', undefined, {}, undefined))).toBe(true);
    expect(adminRetry(2, new AdminApiError(503, 'x', undefined, {}, undefined))).toBe(false);
  });
});
