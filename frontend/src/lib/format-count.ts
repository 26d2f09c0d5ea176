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
