/** "Venue, City" without saying the city twice: the rule is shared with the feeds (`@contracts/events/place-text`). */
export { formatPlace } from '@contracts/events/place-text';
