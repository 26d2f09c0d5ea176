export interface SelfResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/**
 * A real request to this process's own HTTP server over loopback, so checks see what a browser sees
 * (headers, cookies, the sitemap) rather than what the code intends. Not an outside fetch.
 */
export abstract class SelfRequest {
  abstract get(path: string, timeoutMs?: number): Promise<SelfResponse>;
}
