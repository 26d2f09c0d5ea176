import { PlatformApiError, PlatformFailure } from '../application/ports/social-channel.port';

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number } };

/** Graph API codes: 190 expired/revoked token; 4, 17, 32, 613 rate limits; 10 and 200–299 permissions. */
export function graphFailureOf(status: number, code: number | undefined): PlatformFailure {
  if (status === 429 || [4, 17, 32, 613].includes(code ?? -1)) return 'rate-limited';
  if (code === 190) return 'expired-token';
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) return 'permission';
  return 'rejected';
}

/** The sentences of a Graph refusal; `who` is Facebook or Instagram (both use the page token). */
export function graphSentence(failure: PlatformFailure, who: string): string {
  return {
    'rate-limited': `${who}'s rate limit was reached; try again later.`,
    'expired-token': 'The Facebook page token has expired or was revoked; generate a new page token.',
    permission: `The Facebook page token lacks a permission ${who} needs for this.`,
    unreachable: `${who} could not be reached.`,
    rejected: `${who} refused the request.`,
  }[failure];
}

export interface GraphCall {
  base: string;
  token: string;
  timeoutMs: number;
  who: string;
  /** Builds the platform's error class (FacebookApiError for the page, PlatformApiError otherwise). */
  error?: (failure: PlatformFailure, message: string) => PlatformApiError;
}

/** One Graph API request: the token in the Authorization header, never in a URL, a log or an error message. */
export async function graphRequest<T>(c: GraphCall, method: 'GET' | 'POST', path: string, json?: Record<string, unknown>): Promise<T> {
  const fail = c.error ?? ((failure, message) => new PlatformApiError(failure, message));
  let res: Response;
  try {
    res = await fetch(c.base.replace(/\/+$/, '') + path, {
      method,
      headers: { authorization: `Bearer ${c.token}`, accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(c.timeoutMs),
    });
  } catch (error) {
    throw fail('unreachable', `${graphSentence('unreachable', c.who)} (${(error as Error).name})`);
  }
  const body = (await res.json().catch(() => ({}))) as T & GraphError;
  if (!res.ok || body.error) {
    const failure = graphFailureOf(res.status, body.error?.code);
    const detail = body.error?.message ? ` ${c.who} said: ${body.error.message.slice(0, 200)}` : ` (HTTP ${res.status})`;
    throw fail(failure, graphSentence(failure, c.who) + detail);
  }
  return body;
}
