/**
 * How soon the team answers a message: said on the contact page, the help page, the confirmation a visitor sees and
 * the team's own copy of each message. One sentence part, shared with the frontend (`@contracts/contact/reply-promise`),
 * so no page promises something another page does not.
 */
export const REPLY_PROMISE = 'within 24 hours';
