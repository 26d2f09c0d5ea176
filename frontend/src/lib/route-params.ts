/** Path parameters of the file routes, parsed with zod. Anything that fails shows a typed error page. */
import * as z from 'zod/v4-mini';
import { checkYear } from './years';

/** Event and news ids: UUIDs today, numbers in older feeds; never slashes, spaces or dots. */
export const idParamsSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)) });

/** A category slug in the shape the back office allows (lower case words joined by hyphens). */
export const categorySlugSchema = z.string().check(z.maxLength(60), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));
export const categoryParamsSchema = z.object({ slug: categorySlugSchema });
export const categoriesSlugParamsSchema = z.object({ category: categorySlugSchema });

/** /$segment is either a year (/2027) or a category shortcut (/music). */
export type Segment =
  { kind: 'year'; year: number } | { kind: 'invalid-year'; reason: 'past' | 'too-far' | 'format' } | { kind: 'category'; slug: string } | { kind: 'unknown' };

export function classifySegment(segment: string): Segment {
  if (/^\d+$/.test(segment)) {
    const check = checkYear(segment);
    return check.ok ? { kind: 'year', year: check.year } : { kind: 'invalid-year', reason: check.reason };
  }
  const slug = categorySlugSchema.safeParse(segment);
  return slug.success ? { kind: 'category', slug: slug.data } : { kind: 'unknown' };
}
