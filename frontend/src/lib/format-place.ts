/**
 * "Venue, City" without saying the city twice: the location is often the city itself ("Barry") or already ends with
 * it ("Hyde Park, London"), so a part already present (ignoring case and spacing) is not repeated.
 */
export function formatPlace(...parts: (string | null | undefined)[]): string {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    for (const piece of (part ?? '').split(',')) {
      const text = piece.trim();
      const key = text.toLowerCase().replace(/\s+/g, ' ');
      if (!text || seen.has(key)) continue;
      seen.add(key);
      kept.push(text);
    }
  }
  return kept.join(', ');
}
