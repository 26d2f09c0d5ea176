import { Link } from '@tanstack/react-router';
import type { SiteLink } from './site-link';

/** The app's SiteLink: the router's Link (client-side navigation, preload on intent). */
export const RouterSiteLink: SiteLink = ({ to, params, search, ...rest }) => (
  <Link to={to as never} params={params as never} search={search as never} {...rest} />
);
