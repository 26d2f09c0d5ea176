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

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** `words` (lower case, single spaces) appears in `text` as whole words. No regex built per call: feeds call this per entry. */
function containsWords(text: string, words: string): boolean {
  const hay = text.toLowerCase().replace(/\s+/g, ' ');
  for (let at = hay.indexOf(words); at !== -1; at = hay.indexOf(words, at + 1)) {
    const before = hay[at - 1] ?? '';
    const after = hay[at + words.length] ?? '';
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return true;
  }
  return false;
}
