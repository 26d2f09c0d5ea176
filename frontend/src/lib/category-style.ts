/**
 * How a category looks: tile gradient, badge colour and fallback artwork, keyed by slug. Which categories exist,
 * their names and their order are data from GET /api/categories; a category added in the back office shows with
 * the neutral look below until someone styles it here.
 */
interface CategoryStyle {
  /** Background gradient for tiles and banners. */
  gradient: string;
  /** Solid badge colour with AA contrast against white text. */
  badge: string;
}

const NEUTRAL: CategoryStyle = { gradient: 'linear-gradient(135deg,#374151,#4b5563)', badge: '#4b5563' };

const STYLES: Record<string, CategoryStyle> = {
  music: { gradient: 'linear-gradient(135deg,#6d28d9,#db2777)', badge: '#6d28d9' },
  'food-drink': { gradient: 'linear-gradient(135deg,#c2410c,#d97706)', badge: '#c2410c' },
  'arts-culture': { gradient: 'linear-gradient(135deg,#be185d,#db2777)', badge: '#be185d' },
  family: { gradient: 'linear-gradient(135deg,#15803d,#16a34a)', badge: '#15803d' },
  classical: { gradient: 'linear-gradient(135deg,#4338ca,#7c3aed)', badge: NEUTRAL.badge },
  folk: { gradient: 'linear-gradient(135deg,#92400e,#b45309)', badge: NEUTRAL.badge },
  tribute: { gradient: 'linear-gradient(135deg,#be123c,#dc2626)', badge: NEUTRAL.badge },
  wellness: { gradient: 'linear-gradient(135deg,#0f766e,#047857)', badge: NEUTRAL.badge },
  adventure: { gradient: 'linear-gradient(135deg,#0369a1,#0e7490)', badge: NEUTRAL.badge },
  comedy: { gradient: 'linear-gradient(135deg,#a16207,#c2410c)', badge: NEUTRAL.badge },
};

function styleOf(slug: string | null | undefined): CategoryStyle | undefined {
  return slug && Object.prototype.hasOwnProperty.call(STYLES, slug) ? STYLES[slug] : undefined;
}

export function categoryGradient(slug: string | null | undefined): string {
  return (styleOf(slug) ?? NEUTRAL).gradient;
}

/** Spec: music, food-drink, arts-culture and family each have their own colour; anything else is grey. */
export function categoryBadgeColor(slug: string | null | undefined): string {
  return (styleOf(slug) ?? NEUTRAL).badge;
}

/** A readable name from a slug, for when the category list has not loaded (or no longer has the slug). */
export function nameFromSlug(slug: string | null | undefined): string {
  return slug ? slug.replace(/-/g, ' ').replace(/\b\w/g, (m) => m.toUpperCase()) : 'Event';
}
