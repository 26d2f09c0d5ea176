/**
 * Where Smart Search answers (docs/decisions/0011-one-name-smart-search.md). Each has the address the spec gave it
 * beside its own, kept for the clients written to the spec; both answer alike.
 */
export const SMART_SEARCH_PATHS = ['/api/events/search/smart', '/api/events/search/semantic'] as const;
/** Smart Search with its reading explained (intent, explanation, suggestions, confidence): POST. */
export const EXPLAINED_SMART_SEARCH_PATHS = ['/api/events/search/smart/explained', '/api/ai/search'] as const;

/** Whether a request's path (without its query) is one of Smart Search's GET addresses. */
export function isSmartSearchPath(path: string | undefined): boolean {
  return (SMART_SEARCH_PATHS as readonly (string | undefined)[]).includes(path);
}

/** Addresses as one regular-expression alternative (`a|b`), escaped: for path rules that must name each of them. */
export function pathAlternatives(paths: readonly string[]): string {
  return paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
}
