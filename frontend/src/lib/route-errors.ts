/**
 * Typed "not found" outcomes for params.parse and loaders. The route's notFoundComponent (RouteNotFound) shows the
 * error page these describe. Kept apart from the page itself so the entry chunk carries no page code.
 */
import { notFound } from '@tanstack/react-router';
import type { ErrorPageType } from './error-page';

export interface NotFoundPage {
  type: ErrorPageType;
  segment?: string;
  reason?: 'past' | 'too-far' | 'format';
}

export function pageNotFound(page: NotFoundPage): never {
  throw notFound({ data: page });
}

/** params.parse with a zod schema: a value that does not fit shows the given typed error page. */
export function parseParams<T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }, raw: unknown, onFail: NotFoundPage): T {
  const result = schema.safeParse(raw);
  if (!result.success) pageNotFound(onFail);
  return result.data as T;
}
