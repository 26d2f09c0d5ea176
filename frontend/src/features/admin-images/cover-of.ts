/** The generated cover of an event, as the public site shows it. */
export const coverOf = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/cover.svg`;
