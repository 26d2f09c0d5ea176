import { GuardedFetcher } from '../../../../platform/net/guarded-fetcher';
import { fetchProblem } from '../../application/config-lists';

/** Why an API answer is unusable, or its parsed JSON. Keys never appear in messages (URLs are not quoted). */
export async function getJson(fetcher: GuardedFetcher, url: URL, api: string): Promise<{ ok: true; body: unknown } | { ok: false; problem: string }> {
  let res;
  try {
    // A documented API used with its key: robots.txt speaks to crawlers, not API clients.
    res = await fetcher.fetch(url.href, { accept: 'application/json', robots: false, maxBytes: 5_000_000 });
  } catch (error) {
    return { ok: false, problem: `${api}: ${fetchProblem(error).replace(url.search, '')}` };
  }
  let body: unknown = null;
  try {
    body = JSON.parse(res.body.toString('utf8'));
  } catch {
    body = null;
  }
  if (res.status === 401 || res.status === 403) return { ok: false, problem: `${api}: the API key was refused (${res.status}${detail(body)})` };
  if (res.status < 200 || res.status >= 300) return { ok: false, problem: `${api}: the API answered ${res.status}${detail(body)}` };
  if (body === null || typeof body !== 'object') return { ok: false, problem: `${api}: the API answered something other than JSON` };
  return { ok: true, body };
}

function detail(body: unknown): string {
  const b = body as { errormessage?: unknown; fault?: { faultstring?: unknown }; message?: unknown } | null;
  const text = b?.errormessage ?? b?.fault?.faultstring ?? b?.message;
  return typeof text === 'string' && text ? `: ${text.slice(0, 200)}` : '';
}
