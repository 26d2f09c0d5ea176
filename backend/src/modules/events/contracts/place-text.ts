/**
 * Plain TypeScript shared with the frontend (`@contracts/events/place-text`) and the feeds.
 * "Venue, City" without saying the city twice: the location is often the city itself ("Barry"), already ends with it
 * ("Hyde Park, London") or names it ("Streets of Lerwick"), so a part already present, whole or as whole words of an
 * earlier part (ignoring case and spacing), is not repeated.
 */
export function formatPlace(...parts: (string | null | undefined)[]): string {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    for (const piece of (part ?? '').split(',')) {
      const text = piece.trim();
      const key = text.toLowerCase().replace(/\s+/g, ' ');
      if (!text || seen.has(key) || kept.some((k) => containsWords(k, key))) continue;
      seen.add(key);
      kept.push(text);
    }
  }
  return kept.join(', ');
}

function containsWords(text: string, words: string): boolean {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(text.replace(/\s+/g, ' '));
}
