import launchLabels from './launch-labels.json';

/** Site-wide constants; launch labels are configuration (edit launch-labels.json), never hard-coded in pages. */
export const SITE = {
  name: 'Festival Finder',
  product: 'Festival',
  contactEmail: 'hello@festivalfinder.co.uk',
  privacyEmail: 'privacy@festivalfinder.co.uk',
  legalEffectiveDate: 'June 30, 2025',
} as const;

export type LaunchFeature = keyof typeof launchLabels;
export const LAUNCH_LABELS: Record<LaunchFeature, string> = launchLabels;

/** Spec section 9 constants, in one place. */
export const LIMITS = {
  newsletterPopupDelayMs: 10_000,
  popupSuppressionDays: 30,
  yearsRefreshMs: 30_000,
  mobileBreakpoint: 768,
  tabletBreakpoint: 1024,
  featuredAutoplayMs: 7_000,
  featuredGrid: 6,
  upcomingGrid: 8,
  miniCarouselMax: 3,
  miniCarouselMs: 6_000,
  heroRotateMs: 6_000,
  navWhenItems: 6,
  navWhereItems: 8,
  newsLimit: 6,
  newsTags: 3,
  reloadAfterSubscribeMs: 1_500,
  suggestionHideMs: 200,
  mapZoom: 6,
  minYear: 2020,
  maxYear: 2030,
  scrollTopAfterPx: 300,
} as const;
