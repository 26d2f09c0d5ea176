/** What a plain-English search asks for, as the intent providers (local or OpenAI) extract it. */
export interface IntentLocation {
  name: string;
  lat: number;
  lon: number;
  radiusKm: number;
  region?: string;
}

export interface IntentTimeframe {
  label: string;
  /** UK days (days since 1970-01-01), inclusive. */
  fromDay: number;
  toDay: number;
}

export interface IntentPrice {
  free?: boolean;
  maxPence?: number;
}

export interface IntentFlags {
  familyFriendly?: boolean;
  outdoor?: boolean;
  camping?: boolean;
}

export interface SearchIntent {
  /** Category slugs. */
  categories: string[];
  locations: IntentLocation[];
  /** Site region values ("northwest"). */
  regions: string[];
  timeframes: IntentTimeframe[];
  price: IntentPrice | null;
  /** e.g. chilled, lively, romantic. */
  mood: string[];
  /** family-friendly, kids, adults. */
  audience: string[];
  flags: IntentFlags;
  /** Tags every result must carry (dog-friendly). */
  tags: string[];
  /**
   * Recognised subject words narrower than their category ("jazz", "cider", "poetry"): they rank
   * results inside the structured match but never filter.
   */
  topics: string[];
  /** The remaining words for BM25, stop words removed. */
  keywords: string[];
  /** What the query rules out ("but not in Scotland", "without camping"): a hard filter, never relaxed. */
  exclude: IntentExclusions;
  /** Accessibility facts that must be stated 'yes' ("wheelchair accessible", "with BSL"): a hard filter, never relaxed. */
  access?: string[];
}

export interface IntentExclusions {
  categories: string[];
  regions: string[];
  flags: IntentFlags;
  /** Events to leave out ("festivals like Download": Download itself). */
  ids: string[];
}

export function emptyIntent(): SearchIntent {
  return {
    categories: [],
    locations: [],
    regions: [],
    timeframes: [],
    price: null,
    mood: [],
    audience: [],
    flags: {},
    tags: [],
    topics: [],
    keywords: [],
    exclude: { categories: [], regions: [], flags: {}, ids: [] },
  };
}

/** True when the query rules something out. */
export function hasExclusions(intent: SearchIntent): boolean {
  const { categories, regions, flags, ids } = intent.exclude;
  return categories.length > 0 || regions.length > 0 || ids.length > 0 || Object.values(flags).some((v) => v !== undefined);
}

/** True when the intent carries anything that becomes a filter (not just words to rank by). */
export function hasStructure(intent: SearchIntent): boolean {
  return (
    intent.categories.length > 0 ||
    intent.locations.length > 0 ||
    intent.regions.length > 0 ||
    intent.timeframes.length > 0 ||
    intent.price !== null ||
    intent.tags.length > 0 ||
    Object.values(intent.flags).some((v) => v !== undefined) ||
    hasExclusions(intent)
  );
}

/**
 * A deep copy of an intent, so a caller may change it without touching a memoised one. Field by field: every part
 * is a list of strings or an object of numbers, strings and booleans (a generic recursive copy took 3–7× as long, structuredClone over 10×).
 */
export function copyIntent(intent: SearchIntent): SearchIntent {
  const { exclude } = intent;
  return {
    categories: intent.categories.slice(),
    locations: intent.locations.map((location) => ({ ...location })),
    regions: intent.regions.slice(),
    timeframes: intent.timeframes.map((timeframe) => ({ ...timeframe })),
    price: intent.price && { ...intent.price },
    mood: intent.mood.slice(),
    audience: intent.audience.slice(),
    flags: { ...intent.flags },
    tags: intent.tags.slice(),
    topics: intent.topics.slice(),
    keywords: intent.keywords.slice(),
    exclude: {
      categories: exclude.categories.slice(),
      regions: exclude.regions.slice(),
      flags: { ...exclude.flags },
      ids: exclude.ids.slice(),
    },
  };
}
