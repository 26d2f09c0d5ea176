import type { ComingSoonContent } from './components/coming-soon-page';

// Figures about the catalogue are read from the API (`figure`), never written here; `value` is for product facts.

export const ORGANISER_PORTAL: ComingSoonContent = {
  feature: 'organiser-portal',
  title: 'Organiser Portal',
  intro: 'Manage your festival listings, update line-ups and see how visitors find you — all in one place.',
  features: [
    { title: 'Self-service listings', text: 'Create and edit your festival pages, dates, prices and ticket links.' },
    { title: 'Audience insights', text: 'See views, ticket click-throughs and where your visitors come from.' },
    { title: 'Verified badge', text: 'Show visitors your listing comes straight from the organiser.' },
  ],
  stats: [
    { label: 'Festivals listed', figure: 'festivals' },
    { label: 'UK regions covered', figure: 'regions' },
    { label: 'Categories', figure: 'categories' },
  ],
};

export const SUBMIT_EVENT: ComingSoonContent = {
  feature: 'submit-event',
  title: 'Submit an Event',
  intro: 'Running a festival we have missed? Soon you can submit it for review and reach visitors across the UK.',
  features: [
    { title: 'Simple form', text: 'Dates, venue, prices and a ticket link — that is all we need.' },
    { title: 'Fast review', text: 'Submissions are checked for authenticity before they go live.' },
    { title: 'Free listing', text: 'Standard listings stay free for organisers.' },
  ],
  stats: [
    { label: 'Festivals listed', figure: 'festivals' },
    { label: 'Categories', figure: 'categories' },
    { label: 'Cost', value: 'Free' },
  ],
};

export const PARTNERSHIP: ComingSoonContent = {
  feature: 'partnership',
  title: 'Partner with Us',
  intro: 'Ticketing platforms, tourism boards and media partners: work with us to help people find great festivals.',
  features: [
    { title: 'Data partnerships', text: 'Share listings through a reliable, documented feed.' },
    { title: 'Co-marketing', text: 'Newsletter features and seasonal campaigns.' },
    { title: 'Regional showcases', text: 'Promote festivals across a whole region.' },
  ],
  stats: [
    { label: 'Festivals listed', figure: 'festivals' },
    { label: 'Regions', figure: 'regions' },
    { label: 'Categories', figure: 'categories' },
  ],
};

export const MOBILE_APP: ComingSoonContent = {
  feature: 'mobile-app',
  title: 'Festival Finder Mobile App',
  intro: 'Your festival calendar in your pocket: saved events, reminders and maps that work offline.',
  features: [
    { title: 'Saved festivals', text: 'Your favourites sync between the website and the app.' },
    { title: 'Reminders', text: 'Early bird alerts and a nudge before the gates open.' },
    { title: 'Offline maps', text: 'Find the main stage without a signal.' },
  ],
  stats: [
    { label: 'Platforms', value: 'iOS & Android' },
    { label: 'Price', value: 'Free' },
    { label: 'Coverage', value: 'United Kingdom' },
  ],
};
