import { TestApp } from '../../../platform/testing/test-app';
import { signedInAdmin } from '../../identity/testing/admin-test-client';

export interface AdminResponse<T> {
  status: number;
  body: T;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- specs read the JSON they expect straight off `body` and assert it */
export interface AdminClient {
  get<T = any>(path: string): Promise<AdminResponse<T>>;
  post<T = any>(path: string, body?: unknown): Promise<AdminResponse<T>>;
  put<T = any>(path: string, body?: unknown): Promise<AdminResponse<T>>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Real HTTP calls to the admin API as a freshly signed-in owner (session cookie, Origin, CSRF token). */
export async function adminClient(site: TestApp, username = 'events-owner'): Promise<AdminClient> {
  const { client } = await signedInAdmin(site.app, site.base, username);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<AdminResponse<T>> => {
    const { status, body: answer } = await client.request<T>(method, path, body);
    return { status, body: answer };
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
    put: (path, body) => call('PUT', path, body ?? {}),
  };
}
