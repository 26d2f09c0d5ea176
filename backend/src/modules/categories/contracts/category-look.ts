/**
 * How a category looks: tile gradient and badge colour, keyed by slug. Which categories exist, their names and their
 * order are data (GET /api/categories); a category added in the back office shows with the neutral look until someone
 * styles it here. Plain TypeScript: the frontend uses it through `@contracts/categories/category-look`, the server's
 * first paint too.
 */
export interface CategoryLook {
  /** Background gradient for tiles and banners. */
  gradient: string;
  /** Solid badge colour with AA contrast against white text. */
  badge: string;
}

export const NEUTRAL_LOOK: CategoryLook = { gradient: 'linear-gradient(135deg,#374151,#4b5563)', badge: '#4b5563' };

const LOOKS: Record<string, CategoryLook> = {
  music: { gradient: 'linear-gradient(135deg,#6d28d9,#db2777)', badge: '#6d28d9' },
  'food-drink': { gradient: 'linear-gradient(135deg,#c2410c,#d97706)', badge: '#c2410c' },
  'arts-culture': { gradient: 'linear-gradient(135deg,#be185d,#db2777)', badge: '#be185d' },
  family: { gradient: 'linear-gradient(135deg,#15803d,#16a34a)', badge: '#15803d' },
  classical: { gradient: 'linear-gradient(135deg,#4338ca,#7c3aed)', badge: NEUTRAL_LOOK.badge },
  folk: { gradient: 'linear-gradient(135deg,#92400e,#b45309)', badge: NEUTRAL_LOOK.badge },
  tribute: { gradient: 'linear-gradient(135deg,#be123c,#dc2626)', badge: NEUTRAL_LOOK.badge },
  wellness: { gradient: 'linear-gradient(135deg,#0f766e,#047857)', badge: NEUTRAL_LOOK.badge },
  adventure: { gradient: 'linear-gradient(135deg,#0369a1,#0e7490)', badge: NEUTRAL_LOOK.badge },
  comedy: { gradient: 'linear-gradient(135deg,#a16207,#c2410c)', badge: NEUTRAL_LOOK.badge },
};

export function categoryLook(slug: string | null | undefined): CategoryLook {
  return slug && Object.prototype.hasOwnProperty.call(LOOKS, slug) ? LOOKS[slug] : NEUTRAL_LOOK;
}
