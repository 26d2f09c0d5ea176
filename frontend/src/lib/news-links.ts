/** A piece of news text: plain, or a link to a festival written `[title](/event/<id>)` in the article. */
export type NewsSegment = { text: string } | { text: string; eventId: string };

const EVENT_LINK = /\[([^[\]\n]+)\]\(\/event\/([0-9a-f-]{36})\)/g;

/** Splits article text into plain runs and festival links; any other bracket text stays as written. */
export function newsSegments(text: string): NewsSegment[] {
  const segments: NewsSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(EVENT_LINK)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: match[1], eventId: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** The text a reader sees, links reduced to their titles (list cards, summaries). */
export function newsPlainText(text: string): string {
  return newsSegments(text)
    .map((s) => s.text)
    .join('');
}
