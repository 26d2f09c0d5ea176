/** The ten launch categories (copied from the product catalogue) used for routing, colours and fallbacks. */
export interface CategoryConfig {
  slug: string;
  name: string;
  /** Background gradient for tiles and badges. */
  gradient: string;
  /** Solid badge colour with AA contrast against white text. */
  badge: string;
}

export const CATEGORIES: readonly CategoryConfig[] = [
  { slug: 'music', name: 'Music', gradient: 'linear-gradient(135deg,#6d28d9,#db2777)', badge: '#6d28d9' },
  { slug: 'food-drink', name: 'Food & Drink', gradient: 'linear-gradient(135deg,#c2410c,#d97706)', badge: '#c2410c' },
  { slug: 'arts-culture', name: 'Arts & Culture', gradient: 'linear-gradient(135deg,#be185d,#db2777)', badge: '#be185d' },
  { slug: 'family', name: 'Family', gradient: 'linear-gradient(135deg,#15803d,#16a34a)', badge: '#15803d' },
  { slug: 'classical', name: 'Classical', gradient: 'linear-gradient(135deg,#4338ca,#7c3aed)', badge: '#4b5563' },
  { slug: 'folk', name: 'Folk', gradient: 'linear-gradient(135deg,#92400e,#b45309)', badge: '#4b5563' },
  { slug: 'tribute', name: 'Tribute', gradient: 'linear-gradient(135deg,#be123c,#dc2626)', badge: '#4b5563' },
  { slug: 'wellness', name: 'Wellness', gradient: 'linear-gradient(135deg,#0f766e,#047857)', badge: '#4b5563' },
  { slug: 'adventure', name: 'Adventure', gradient: 'linear-gradient(135deg,#0369a1,#0e7490)', badge: '#4b5563' },
  { slug: 'comedy', name: 'Comedy', gradient: 'linear-gradient(135deg,#a16207,#c2410c)', badge: '#4b5563' },
];

export const CATEGORY_SLUGS: readonly string[] = CATEGORIES.map((c) => c.slug);

export function isCategorySlug(slug: string): boolean {
  return CATEGORY_SLUGS.includes(slug);
}

export function categoryConfig(slug: string | null | undefined): CategoryConfig | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

export function categoryName(slug: string | null | undefined): string {
  return categoryConfig(slug)?.name ?? (slug ? slug.replace(/-/g, ' ').replace(/\b\w/g, (m) => m.toUpperCase()) : 'Event');
}

/** Spec: music, food-drink, arts-culture and family each have their own colour; anything else is grey. */
export function categoryBadgeColor(slug: string | null | undefined): string {
  return categoryConfig(slug)?.badge ?? '#4b5563';
}

/** The hero select offers only these four (spec section 2, hero). */
export const HERO_CATEGORY_OPTIONS = [
  { value: '', label: 'All Categories' },
  { value: 'music', label: 'Music' },
  { value: 'food-drink', label: 'Food & Drink' },
  { value: 'arts-culture', label: 'Arts & Culture' },
  { value: 'family', label: 'Family' },
] as const;
