/** Real figures of our own catalogue: the only facts B2B copy may state. */
export interface CatalogueFigures {
  upcomingEvents: number;
  /** Categories with at least one upcoming event, largest first. */
  categories: Array<{ name: string; count: number }>;
  /** Regions with at least one upcoming event, largest first. */
  regions: Array<{ name: string; count: number }>;
  /** The next few upcoming events (title, UK date range, city). */
  highlights: Array<{ title: string; dateRange: string; city: string }>;
}

/** Every number a text may contain when it speaks about the catalogue (plus the 7-day campaign length). */
export function allowedNumbers(f: CatalogueFigures): Set<string> {
  const figures = [f.upcomingEvents, f.categories.length, f.regions.length, 7, ...f.categories.map((c) => c.count), ...f.regions.map((r) => r.count)];
  const fromHighlights = f.highlights.flatMap((h) => `${h.title} ${h.dateRange}`.match(/\d+/g) ?? []);
  return new Set([...figures.map(String), ...fromHighlights]);
}

/** The first number in `text` that is not a catalogue figure, or null (used to refuse a model's invented statistics). */
export function unbackedNumber(text: string, f: CatalogueFigures, extra: string[] = []): string | null {
  const allowed = new Set([...allowedNumbers(f), ...extra]);
  for (const n of text.replace(/,(\d{3})/g, '$1').match(/\d+(?:\.\d+)?/g) ?? []) if (!allowed.has(n)) return n;
  return null;
}
