import type { CSSProperties, ReactNode } from 'react';

export interface SiteLinkProps {
  /** A route of this site, as the router names it (`/event/$id`). */
  to: string;
  params?: Record<string, string>;
  search?: Record<string, string>;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A link to one of the site's pages, for components drawn both by the app (the router's Link: RouterSiteLink) and by
 * the server's first paint (a plain `<a>`: PlainSiteLink), so one component serves both.
 */
export type SiteLink = (props: SiteLinkProps) => ReactNode;

/** `/event/a%20b`, `/search?q=folk%20%26%20roots`: each value percent-encoded, as the router and the API read it. */
export function siteHref(to: string, params?: Record<string, string>, search?: Record<string, string>): string {
  const path = to.replace(/\$([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const query = Object.entries(search ?? {})
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

export const PlainSiteLink: SiteLink = ({ to, params, search, ...rest }) => <a href={siteHref(to, params, search)} {...rest} />;
