/** A page route of the built frontend: its URL pattern (`/event/$id`) and its component chunk (a Vite manifest key). */
export interface RouteChunk {
  path: string;
  chunk: string;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The chunk of the route the app's router would match for a URL path, as it ranks them: the same number of
 * segments, a fixed segment before a `$param` one, left to right (`/news` is `/news/`, `/music` is `/$segment`).
 */
export function routeChunkFor(routes: readonly RouteChunk[], urlPath: string): string | null {
  const wanted = segmentsOf(urlPath).map(safeDecode);
  let best: { chunk: string; rank: string } | null = null;
  for (const route of routes) {
    const rank = rankOf(segmentsOf(route.path), wanted);
    if (rank !== null && (!best || rank > best.rank)) best = { chunk: route.chunk, rank };
  }
  return best?.chunk ?? null;
}

/** '1' per fixed segment, '0' per parameter, so a higher string is a better match; null when the pattern does not match. */
function rankOf(pattern: string[], wanted: string[]): string | null {
  if (pattern.length !== wanted.length) return null;
  let rank = '';
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i].startsWith('$')) rank += '0';
    else if (pattern[i] === wanted[i]) rank += '1';
    else return null;
  }
  return rank;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
