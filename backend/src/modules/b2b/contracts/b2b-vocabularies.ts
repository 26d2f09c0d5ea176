/**
 * The spec's B2B vocabularies (admin-console.md section 3); every request is checked against them. Without zod, so the
 * back office imports them (`@contracts/b2b/b2b-vocabularies`) without classic zod.
 */
export const B2B_AUDIENCES = ['event-organizers', 'festival-promoters', 'venue-managers', 'music-promoters', 'corporate-events'] as const;
export const B2B_PLATFORMS = ['facebook-post', 'linkedin-post', 'twitter-thread', 'instagram-story', 'email-campaign'] as const;
export const B2B_TONES = ['professional', 'casual', 'authoritative', 'friendly', 'urgent'] as const;
export const B2B_CALLS_TO_ACTION = ['contact-us', 'book-demo', 'free-trial', 'learn-more', 'partner-with-us'] as const;
/** Campaigns run for 7 days (spec section 9). */
export const B2B_CAMPAIGN_DAYS = 7;
