/**
 * The admin console's one way to call the server: cookie session (credentials), JSON, the `X-CSRF-Token` header
 * on every write, and a 401 treated as "signed out" (the session handlers send the user to the gate) rather than
 * as an empty answer. Errors carry the server's person-readable message, code and field errors.
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly fieldErrors: Record<string, string>,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** The session is missing or has expired (HTTP 401 on any call but the sign-in itself). */
export class SignedOutError extends AdminApiError {
  constructor(message: string, body: unknown) {
    super(401, message, 'AUTH.UNAUTHENTICATED', {}, body);
    this.name = 'SignedOutError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

// The CSRF token lives in memory only: it comes with the status, login and password answers.
let csrfToken: string | null = null;
export const currentCsrfToken = (): string | null => csrfToken;
export function rememberCsrfToken(token: unknown): void {
  if (typeof token === 'string' && token) csrfToken = token;
}
export function forgetCsrfToken(): void {
  csrfToken = null;
}

interface SessionHandlers {
  signedOut?: () => void;
  passwordChangeRequired?: () => void;
}
let handlers: SessionHandlers = {};
/** The admin layout registers what "signed out" means in the app (clear the status, show the gate). */
export function setAdminSessionHandlers(next: SessionHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = {};
  };
}

export type AdminQueryParams = Record<string, string | number | boolean | null | undefined>;

export interface AdminRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: AdminQueryParams;
  /** The sign-in call: its 401 means wrong credentials, not an ended session. */
  signIn?: boolean;
}

export function adminUrl(path: string, params?: AdminQueryParams): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined || String(value).trim() === '') continue;
    qs.set(key, String(value));
  }
  const query = qs.toString();
  return query ? `${path}?${query}` : path;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** The person-readable message of an error body (`message`, else `error`), or the fallback. */
export function bodyMessage(body: unknown, fallback: string): string {
  for (const name of ['message', 'error']) {
    const value = field(body, name);
    if (typeof value === 'string' && value.trim()) return value;
    if (Array.isArray(value) && value.length) return value.map(String).join(', ');
  }
  return fallback;
}

function fieldErrorsOf(body: unknown): Record<string, string> {
  const raw = field(body, 'fieldErrors');
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(Object.entries(raw as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]));
}

/** Fetches a CSRF token from the status call when none is held (first write after a reload). */
async function ensureCsrfToken(): Promise<string | null> {
  if (csrfToken) return csrfToken;
  try {
    const res = await fetch('/api/admin/status', { credentials: 'include', cache: 'no-store', headers: { Accept: 'application/json' } });
    if (res.ok) rememberCsrfToken(field(await res.json(), 'csrfToken'));
  } catch {
    /* the write itself will report the network failure */
  }
  return csrfToken;
}

async function send(path: string, options: AdminRequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') {
    const token = await ensureCsrfToken();
    if (token) headers['X-CSRF-Token'] = token;
    // A FormData body (file uploads) sets its own multipart Content-Type with the boundary.
    if (options.body !== undefined && !(options.body instanceof FormData)) headers['Content-Type'] = 'application/json';
  }
  try {
    return await fetch(adminUrl(path, options.params), {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers,
      body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
    });
  } catch {
    throw new AdminApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK', {}, undefined);
  }
}

export async function adminRequest<T>(path: string, schema: { parse: (data: unknown) => T } | null, options: AdminRequestOptions = {}): Promise<T> {
  let res = await send(path, options);
  let body = parseBody(await res.text());
  // A token made stale by a new session (sign-in elsewhere, password change): fetch a fresh one and retry once.
  if (res.status === 403 && field(body, 'code') === 'AUTH.CSRF' && (options.method ?? 'GET') !== 'GET') {
    forgetCsrfToken();
    res = await send(path, options);
    body = parseBody(await res.text());
  }
  if (res.status === 401 && !options.signIn) {
    handlers.signedOut?.();
    throw new SignedOutError(bodyMessage(body, 'Please sign in to continue.'), body);
  }
  if (!res.ok) {
    const code = field(body, 'code');
    if (res.status === 403 && code === 'AUTH.PASSWORD_CHANGE_REQUIRED') handlers.passwordChangeRequired?.();
    throw new AdminApiError(
      res.status,
      bodyMessage(body, `The server answered ${res.status}. Please try again.`),
      typeof code === 'string' ? code : undefined,
      fieldErrorsOf(body),
      body,
    );
  }
  rememberCsrfToken(field(body, 'csrfToken'));
  return schema ? schema.parse(body) : (body as T);
}

/** Admin reads are retried only on network and server failures, never on a 4xx (a 401 is an answer). */
export function adminRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof AdminApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The message to show for any failure. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
