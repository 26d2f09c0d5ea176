/**
 * Contact stream (stream type "contact-message", one per message), payload schema 1:
 * - ContactMessageReceived: { inquiryType: "advertising" | "partnership" | "general", emailHash, hasPhone: boolean,
 *   receivedAt (ISO) }. Name, address, subject and text stay in contact_messages (deleted after 2 years),
 *   never in the long-lived event log.
 */
export const ContactEventTypes = { Received: 'ContactMessageReceived' } as const;
