/** "1 event" / "N events" (and any other noun). */
export function formatCount(count: number, noun = 'event', plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/** Truncate to max characters on a word boundary where possible, with an ellipsis inside the limit. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Search time in ms: whole numbers, one decimal under 10 ms so a fast search does not read "0 ms". */
export function formatSearchTime(ms: number): string {
  return ms < 10 ? `${Math.max(ms, 0.1).toFixed(1)} ms` : `${Math.round(ms)} ms`;
}
