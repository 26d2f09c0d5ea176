/**
 * Early-access stream (stream type "early-access-signup", one per sign-up), payload schema 1:
 * - EarlyAccessRequested: { feature: "organiser-portal" | "submit-event" | "partnership" | "mobile-app",
 *   emailHash (sha256 of the trimmed, lower-cased address), requestedAt (ISO) }. Only the first request per
 *   address and feature is recorded.
 */
export const EarlyAccessEventTypes = { Requested: 'EarlyAccessRequested' } as const;
