/** How many featured events the carousel shows; the Featured grid shows the next ones. */
export const CAROUSEL_SLIDES = 6;

interface Identified {
  id: string;
}

/**
 * Splits the featured list between the carousel and the Featured grid, and takes out of Upcoming whatever those
 * two show, so no event appears twice near the top of the home page. When there are too few featured events for
 * both, the grid shows none rather than repeating the carousel.
 */
export function splitHomeLists<T extends Identified>(featured: readonly T[], upcoming: readonly T[], gridSize: number, upcomingSize: number) {
  const carousel = featured.slice(0, CAROUSEL_SLIDES);
  const grid = featured.slice(CAROUSEL_SLIDES, CAROUSEL_SLIDES + gridSize);
  const shown = new Set(featured.map((e) => e.id));
  return { carousel, grid, upcoming: withoutIds(upcoming, shown).slice(0, upcomingSize) };
}

/** `events` without those whose id is in `shown` (and without repeats of their own). */
export function withoutIds<T extends Identified>(events: readonly T[], shown: ReadonlySet<string>): T[] {
  const seen = new Set(shown);
  return events.filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
}
