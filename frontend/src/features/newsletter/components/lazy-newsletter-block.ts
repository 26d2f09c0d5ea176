import { lazy } from 'react';

// The sign-up block sits at the foot of the home page (inside a LazySection): its form code (field, switch,
// mutation) loads when the visitor scrolls near it, not with the route.
export const LazyNewsletterBlock = lazy(() => import('./newsletter-block').then((m) => ({ default: m.NewsletterBlock })));
