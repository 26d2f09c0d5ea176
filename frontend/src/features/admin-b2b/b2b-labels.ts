import { B2B_AUDIENCES, B2B_CALLS_TO_ACTION, B2B_PLATFORMS, B2B_TONES } from '@contracts/b2b/b2b-vocabularies';

export const AUDIENCE_LABEL: Record<(typeof B2B_AUDIENCES)[number], string> = {
  'event-organizers': 'Event organisers',
  'festival-promoters': 'Festival promoters',
  'venue-managers': 'Venue managers',
  'music-promoters': 'Music promoters',
  'corporate-events': 'Corporate events',
};
export const PLATFORM_LABEL: Record<(typeof B2B_PLATFORMS)[number], string> = {
  'facebook-post': 'Facebook post',
  'linkedin-post': 'LinkedIn post',
  'twitter-thread': 'Twitter thread',
  'instagram-story': 'Instagram story',
  'email-campaign': 'Email campaign',
};
export const TONE_LABEL: Record<(typeof B2B_TONES)[number], string> = {
  professional: 'Professional',
  casual: 'Casual',
  authoritative: 'Authoritative',
  friendly: 'Friendly',
  urgent: 'Urgent',
};
export const CTA_LABEL: Record<(typeof B2B_CALLS_TO_ACTION)[number], string> = {
  'contact-us': 'Contact us',
  'book-demo': 'Book a demo',
  'free-trial': 'Free trial',
  'learn-more': 'Learn more',
  'partner-with-us': 'Partner with us',
};
/** The spec's three platform benefits, sent with every content request. */
export const PLATFORM_BENEFITS = ['Targeted audience reach', 'Cost-effective promotion', 'Analytics and insights'];
/** Campaign post previews are cut at 100 characters (spec section 9). */
export const PREVIEW_CHARS = 100;

export const preview = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text);

const ukDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
export const formatUk = (iso: string) => ukDateTime.format(new Date(iso));
const ukDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
export const formatDay = (isoDay: string) => ukDate.format(new Date(`${isoDay}T00:00:00Z`));
