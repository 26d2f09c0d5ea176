/** Seconds a client should wait before asking again while the read model is unreachable. */
export const READ_MODEL_RETRY_AFTER_SECONDS = 10;

/**
 * The Elasticsearch client's errors, known by name and their own `meta` property (the client's request record, set
 * even when empty) rather than by class: importing the client for its classes loaded it, and its ~450 modules, in
 * every embedded-mode start.
 */
const UNREACHABLE_ERRORS = new Set(['ConnectionError', 'NoLivingConnectionsError', 'TimeoutError']);

/** Answers of an engine that is there but cannot serve now (overloaded, no shard ready, a proxy without it). */
const UNAVAILABLE_STATUSES = new Set([429, 502, 503, 504]);

/**
 * A read-model call that failed because the engine (Elasticsearch) cannot be reached or cannot serve right now, as
 * opposed to a bad request or a bug: the site answers 503 with Retry-After, and projectors wait for the engine
 * instead of parking events (looks through `cause` wrappers).
 */
export function isReadModelUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object' || !Object.hasOwn(e, 'meta')) continue;
    const { name = '', statusCode } = e as { name?: string; statusCode?: number };
    if (UNREACHABLE_ERRORS.has(name)) return true;
    if (name === 'ResponseError' && UNAVAILABLE_STATUSES.has(statusCode ?? 0)) return true;
  }
  return false;
}
