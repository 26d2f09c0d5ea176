/**
 * Gradient colours of the generated covers, per category slug: the same pairs as the site's category tiles
 * (frontend/src/lib/category-style.ts), so a cover matches its category everywhere. Unknown categories are grey.
 */
export const CATEGORY_COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  music: ['#6d28d9', '#db2777'],
  'food-drink': ['#c2410c', '#d97706'],
  'arts-culture': ['#be185d', '#db2777'],
  family: ['#15803d', '#16a34a'],
  classical: ['#4338ca', '#7c3aed'],
  folk: ['#92400e', '#b45309'],
  tribute: ['#be123c', '#dc2626'],
  wellness: ['#0f766e', '#047857'],
  adventure: ['#0369a1', '#0e7490'],
  comedy: ['#a16207', '#c2410c'],
};

export const NEUTRAL_COLOURS: readonly [string, string] = ['#374151', '#4b5563'];

/** News items whose category is not an event category (guides): the site's purple. */
export const NEWS_COLOURS: readonly [string, string] = ['#4c1d95', '#7c3aed'];
