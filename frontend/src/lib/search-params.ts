import * as z from 'zod/v4-mini';

/** Optional free text from the URL: numbers become strings, anything odd is dropped rather than failing the page. */
const optionalText = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((v) => String(v).trim().slice(0, 200)),
    ),
  ),
  undefined,
);
export const TIME_FILTERS = ['this-week', 'this-month', 'next-month', 'this-year', 'summer', 'autumn'] as const;
export type TimeFilterValue = (typeof TIME_FILTERS)[number];

export const PRICE_RANGES = ['free', 'under-25', 'under-50', 'under-100'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/**
 * The list filters the API understands (GET /api/events/search), plus `weekend` (this week narrowed to Friday to
 * Sunday). The mobile filter chips write them; any page that lists events can read them.
 */
const listFilterShape = {
  timeFilter: z.catch(z.optional(z.enum(TIME_FILTERS)), undefined),
  weekend: z.catch(z.optional(z.boolean()), undefined),
  priceRange: z.catch(z.optional(z.enum(PRICE_RANGES)), undefined),
  region: optionalText,
};
export const listFilterSchema = z.object(listFilterShape);
export type ListFilters = z.infer<typeof listFilterSchema>;

/** A result page number from the URL (1–1000); anything else reads as the first page. */
const optionalPage = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((v) => {
        const n = Number(v);
        return Number.isInteger(n) && n >= 2 && n <= 1000 ? n : undefined;
      }),
    ),
  ),
  undefined,
);

/** Home URL state: hero search, category, smart toggle, time filter and region — all shareable. */
export const homeSearchSchema = z.object({
  q: optionalText,
  category: optionalText,
  // `smart=off` when Smart Search is off: a word, since the router writes a number-like string quoted (`%220%22`).
  // Older links said `smart=0` (read back as the number 0) or `"0"`.
  smart: z.catch(
    z.optional(
      z.pipe(
        z.union([z.literal('off'), z.literal('0'), z.literal(0)]),
        z.transform((): 'off' => 'off'),
      ),
    ),
    undefined,
  ),
  /** Pages of the phone's list shown ("Load more"). */
  page: optionalPage,
  ...listFilterShape,
});
export type HomeSearch = z.infer<typeof homeSearchSchema>;

/** /search?q&location&category&month&access&mode&page (Smart Search by default, `mode=semantic` of older links read as smart; page 1 when absent; month as YYYY-MM; access as step-free,bsl). */
export const searchPageSchema = z.object({
  q: optionalText,
  location: optionalText,
  category: optionalText,
  month: optionalText,
  access: optionalText,
  mode: z.catch(
    z.optional(
      z.pipe(
        z.enum(['smart', 'semantic', 'standard']),
        z.transform((mode) => (mode === 'standard' ? mode : 'smart')),
      ),
    ),
    undefined,
  ),
  page: optionalPage,
  ...listFilterShape,
});
export type SearchPageParams = z.infer<typeof searchPageSchema>;

/** Category listing sort order (and the mobile list filters, since category paths show the mobile home). */
export const sortSearchSchema = z.object({
  sortBy: z.catch(z.optional(z.enum(['date', 'price', 'title'])), undefined),
  page: optionalPage,
  ...listFilterShape,
});

/** Year and shortcut pages: sort plus the in-page year search. */
export const segmentSearchSchema = z.object({
  sortBy: z.catch(z.optional(z.enum(['date', 'price', 'title'])), undefined),
  q: optionalText,
  category: optionalText,
});

/** Drops empty values so URLs stay short. */
export function compactSearch<T extends Record<string, unknown>>(search: T): Partial<T> {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== '')) as Partial<T>;
}
