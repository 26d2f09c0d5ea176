/** What one check of a link found. `inconclusive` never counts towards removing it (robots, rate limits, 5xx hiccups). */
export type LinkVerdict = 'ok' | 'dead' | 'inconclusive';

export interface LinkCheck {
  verdict: LinkVerdict;
  status: number | null;
  /** A fetch refusal code (FETCH.TIMEOUT…) or null. */
  error: string | null;
}

/** Refusals that say the link is broken for a visitor too. */
const DEAD_ERRORS = new Set(['FETCH.NETWORK', 'FETCH.TIMEOUT', 'FETCH.TOO_MANY_REDIRECTS', 'FETCH.PRIVATE_ADDRESS', 'FETCH.BAD_URL']);

export function verdictOfStatus(status: number): LinkVerdict {
  if (status >= 200 && status < 400) return 'ok';
  // Bot blocking and rate limits say nothing about the page.
  if (status === 401 || status === 403 || status === 429) return 'inconclusive';
  return status >= 400 ? 'dead' : 'inconclusive';
}

export function verdictOfError(code: string): LinkVerdict {
  return DEAD_ERRORS.has(code) ? 'dead' : code === 'FETCH.TOO_LARGE' ? 'ok' : 'inconclusive';
}

export const REMOVAL_GAP_MS = 24 * 60 * 60 * 1000;

/**
 * A link is removed only when it is dead now and was already dead on a run at least a day earlier, with no
 * good check in between: one bad night (an outage, a redeploy) never costs an event its link.
 */
export function shouldRemove(now: Date, current: LinkVerdict, history: Array<{ checkedAt: Date; verdict: LinkVerdict }>): boolean {
  if (current !== 'dead') return false;
  const sorted = [...history].sort((a, b) => b.checkedAt.getTime() - a.checkedAt.getTime());
  for (const h of sorted) {
    if (h.verdict === 'ok') return false;
    if (h.verdict === 'dead' && now.getTime() - h.checkedAt.getTime() >= REMOVAL_GAP_MS) return true;
  }
  return false;
}

/** Failures that may be ours (resolver, connectivity) rather than the site's. */
const OUR_SIDE = new Set(['FETCH.NETWORK', 'FETCH.TIMEOUT']);

/**
 * When (nearly) every link of a run fails to connect, the fault is our network, not hundreds of sites at once:
 * those failures become inconclusive, so an outage of ours never removes links.
 */
export function discountOutage<T extends { check: LinkCheck }>(results: T[]): { results: T[]; outage: boolean } {
  const ours = results.filter((r) => r.check.verdict === 'dead' && r.check.error !== null && OUR_SIDE.has(r.check.error)).length;
  const outage = results.length >= 5 && ours / results.length >= 0.9;
  if (!outage) return { results, outage };
  return {
    outage,
    results: results.map((r) =>
      r.check.error !== null && OUR_SIDE.has(r.check.error) ? { ...r, check: { ...r.check, verdict: 'inconclusive' as const } } : r,
    ),
  };
}
