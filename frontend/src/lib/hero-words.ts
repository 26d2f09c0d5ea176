/**
 * The home heroes' words, one text for the app and the server-rendered first paint (src/first-paint/): the desktop
 * hero (features/home/components/hero-frame.tsx) and the mobile home's (features/mobile/components/mobile-home.tsx).
 */
export const HOME_HERO = {
  heading: 'Discover Amazing Festivals Across the UK',
  text: 'Music, food, arts and family festivals — find your next day out.',
  mobileHeading: 'Find Festivals',
  /** The mobile home's box, and the first paint's (one box for both layouts, before Smart Search can be chosen). */
  placeholder: 'Search festivals, cities…',
} as const;
