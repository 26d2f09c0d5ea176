/**
 * Spec section 3 "Enhancement options": values and defaults (exciting, music-focused, medium, true). Without zod, so the
 * back office imports them (`@contracts/ai/ai-description-options`) without classic zod.
 */
export const TONES = ['exciting', 'professional', 'casual', 'vibrant'] as const;
export const FOCUSES = ['family-friendly', 'music-focused', 'cultural', 'food-and-drink'] as const;
export const LENGTHS = ['short', 'medium', 'long'] as const;
export type Tone = (typeof TONES)[number];
export type Focus = (typeof FOCUSES)[number];
export type Length = (typeof LENGTHS)[number];

/** Word ranges of the length options (spec section 9). */
export const LENGTH_WORDS: Record<Length, { min: number; max: number }> = {
  short: { min: 50, max: 100 },
  medium: { min: 100, max: 200 },
  long: { min: 200, max: 300 },
};
