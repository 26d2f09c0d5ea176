import type { QueryClient } from '@tanstack/react-query';
import type { NotFoundPage } from '../../lib/route-errors';
import { pageNotFound } from '../../lib/route-errors';
import { isMobileLayoutNow } from '../../hooks/use-device-info';
import { categoriesQueryOptions, findCategory, type Category } from '../../lib/api/categories/get-categories';
import { categoryEventsQueryOptions } from './api/get-category-events';

/**
 * Loader of the category routes: the slug must be in the list the back office keeps (GET /api/categories), so a
 * category added or renamed there is valid at once. The events start loading without holding up the page.
 */
export async function loadCategory(
  queryClient: QueryClient,
  slug: string,
  sortBy: string | undefined,
  onUnknown: NotFoundPage = { type: 'invalid-category', segment: slug },
): Promise<{ category: Category }> {
  const category = findCategory(await queryClient.ensureQueryData(categoriesQueryOptions()), slug);
  if (!category) return pageNotFound(onUnknown);
  // The mobile home lists categories through its own query.
  if (!isMobileLayoutNow()) void queryClient.prefetchQuery(categoryEventsQueryOptions(slug, sortBy));
  return { category };
}
