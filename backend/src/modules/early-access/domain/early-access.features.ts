/** The four coming-soon pages and the endpoint path each posts to. */
export const EARLY_ACCESS_FEATURES = {
  'organiser-portal': { label: 'Organiser Portal' },
  'submit-event': { label: 'event submission portal' },
  partnership: { label: 'partnership programme' },
  'mobile-app': { label: 'Festival Finder mobile app' },
} as const;

export type EarlyAccessFeature = keyof typeof EARLY_ACCESS_FEATURES;

export const isEarlyAccessFeature = (v: string): v is EarlyAccessFeature => Object.prototype.hasOwnProperty.call(EARLY_ACCESS_FEATURES, v);
