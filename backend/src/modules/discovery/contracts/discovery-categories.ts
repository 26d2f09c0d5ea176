/** The discovery tool's categories. Without zod, so the back office imports them without classic zod. */
export const DISCOVERY_CATEGORIES = ['music', 'food-drink', 'arts-culture', 'family'] as const;
export type DiscoveryCategory = (typeof DISCOVERY_CATEGORIES)[number];
