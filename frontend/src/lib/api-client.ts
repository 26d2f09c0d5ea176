/** The shared request conventions of the spec (section 1): credentials, JSON, "status: body" errors, 401 → empty. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Drops empty, null and whitespace-only values, as the generic read does. */
export function buildUrl(path: string, params?: QueryParams): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    const text = String(value);
    if (!text.trim()) continue;
    qs.set(key, text);
  }
  const query = qs.toString();
  return query ? `${path}?${query}` : path;
}

async function toError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return new ApiError(res.status, text || res.statusText, body);
}

/** GET a JSON resource. A 401 yields `empty` instead of an error. */
export async function apiGet<T>(path: string, params?: QueryParams, empty?: T): Promise<T> {
  const res = await fetch(buildUrl(path, params), { credentials: 'include', headers: { Accept: 'application/json' } });
  if (res.status === 401 && empty !== undefined) return empty;
  if (!res.ok) throw await toError(res);
  return (await res.json()) as T;
}

/** GET returning body and headers (for X-Total-Count). */
export async function apiGetWithTotal<T>(path: string, params?: QueryParams): Promise<{ data: T; total: number | null }> {
  const res = await fetch(buildUrl(path, params), { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!res.ok) throw await toError(res);
  const header = res.headers.get('X-Total-Count');
  return { data: (await res.json()) as T, total: header ? Number(header) : null };
}

/** POST JSON. Mutations are never retried. */
export async function apiPost<T>(path: string, payload?: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: payload === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  if (!res.ok) throw await toError(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : {}) as T;
}

/** The human message of a failed call: the server's `message` field if any. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'message' in error.body) {
    const m = (error.body as { message: unknown }).message;
    if (typeof m === 'string' && m.trim()) return m;
    if (Array.isArray(m) && m.length) return m.join(', ');
  }
  return undefined;
}

/** Field errors in a 4xx body: `{message, fieldErrors: {field: msg}}`. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'fieldErrors' in error.body) {
    const fe = (error.body as { fieldErrors: unknown }).fieldErrors;
    if (fe && typeof fe === 'object') {
      return Object.fromEntries(Object.entries(fe as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]));
    }
  }
  return {};
}
