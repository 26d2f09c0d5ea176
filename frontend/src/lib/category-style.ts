/** How a category looks (`@contracts/categories/category-look`, shared with the server's first paint). */
import { categoryLook } from '@contracts/categories/category-look';

export function categoryGradient(slug: string | null | undefined): string {
  return categoryLook(slug).gradient;
}

/** Spec: music, food-drink, arts-culture and family each have their own colour; anything else is grey. */
export function categoryBadgeColor(slug: string | null | undefined): string {
  return categoryLook(slug).badge;
}

/** A readable name from a slug, for when the category list has not loaded (or no longer has the slug). */
export function nameFromSlug(slug: string | null | undefined): string {
  return slug ? slug.replace(/-/g, ' ').replace(/\b\w/g, (m) => m.toUpperCase()) : 'Event';
}
