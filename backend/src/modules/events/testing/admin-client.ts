import { TestApp } from '../../../platform/testing/test-app';

export interface AdminResponse<T> {
  status: number;
  body: T;
}

export interface AdminClient {
  get<T = any>(path: string): Promise<AdminResponse<T>>;
  post<T = any>(path: string, body?: unknown): Promise<AdminResponse<T>>;
  put<T = any>(path: string, body?: unknown): Promise<AdminResponse<T>>;
}

/**
 * Real HTTP calls to the admin API. The one place where admin authentication goes: once the identity
 * module's global guard is merged, sign in here (session cookie) and send `X-CSRF-Token` on writes.
 */
export function adminClient(site: TestApp): AdminClient {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<AdminResponse<T>> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(site.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
    put: (path, body) => call('PUT', path, body ?? {}),
  };
}
