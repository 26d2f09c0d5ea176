/** Paths that show the mobile home view in the simplified layout (spec public-pages 2.11). */
export function isMobileHomePath(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, '') || '/';
  return ['/', '/search', '/categories', '/upcoming', '/favorites', '/trending'].includes(p) || /^\/categor(y|ies)\/[^/]+$/.test(p);
}
