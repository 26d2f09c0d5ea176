/**
 * Accessibility facts of a venue or an event (issue 30), without zod: the public pages import these (alias
 * `@contracts/events/accessibility-facts`) and stay small; `accessibility.schema.ts` holds the request checks.
 * Every fact is 'yes', 'no' or 'not-stated': unknown is shown as "Not stated", never guessed.
 */
export const ACCESS_VALUES = ['yes', 'no', 'not-stated'] as const;
export type AccessValue = (typeof ACCESS_VALUES)[number];

/** The facts in display order, with the token the public `access` filter uses and the label pages show. */
export const ACCESS_FACTS = [
  { key: 'stepFreeAccess', token: 'step-free', label: 'Step-free access' },
  { key: 'accessibleToilets', token: 'accessible-toilets', label: 'Accessible toilets' },
  { key: 'viewingPlatform', token: 'viewing-platform', label: 'Accessible viewing platform' },
  { key: 'accessibleCamping', token: 'accessible-camping', label: 'Wheelchair-accessible camping' },
  { key: 'bslInterpretation', token: 'bsl', label: 'BSL interpretation' },
  { key: 'captioningOrAudioDescription', token: 'captioning', label: 'Captioning or audio description' },
  { key: 'quietSpace', token: 'quiet-space', label: 'Quiet or chill-out space' },
  { key: 'assistanceDogsWelcome', token: 'assistance-dogs', label: 'Assistance dogs welcome' },
  { key: 'freeCarerTickets', token: 'carer-tickets', label: 'Free carer or PA tickets' },
] as const;

export type AccessFactKey = (typeof ACCESS_FACTS)[number]['key'];
export type AccessToken = (typeof ACCESS_FACTS)[number]['token'];
export const ACCESS_TOKENS = ACCESS_FACTS.map((f) => f.token) as AccessToken[];

export type Accessibility = Record<AccessFactKey, AccessValue> & { contact: string | null };

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const WEB = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const NOT_STATED: Accessibility = {
  ...(Object.fromEntries(ACCESS_FACTS.map((f) => [f.key, 'not-stated'])) as Record<AccessFactKey, AccessValue>),
  contact: null,
};

/** Stored or sent facts with anything missing filled as not stated (older rows and documents have none). */
export function completeAccessibility(a: Partial<Accessibility> | null | undefined): Accessibility {
  const out = { ...NOT_STATED };
  for (const f of ACCESS_FACTS) {
    const v = a?.[f.key];
    if (v === 'yes' || v === 'no') out[f.key] = v;
  }
  out.contact = a?.contact ?? null;
  return out;
}

/** An event's facts: what the event states wins; what it leaves not stated comes from its venue. */
export function effectiveAccessibility(event: Partial<Accessibility> | null | undefined, venue: Partial<Accessibility> | null | undefined): Accessibility {
  const own = completeAccessibility(event);
  const place = completeAccessibility(venue);
  const out = { ...own };
  for (const f of ACCESS_FACTS) if (own[f.key] === 'not-stated') out[f.key] = place[f.key];
  out.contact = own.contact ?? place.contact;
  return out;
}

/** The filter tokens of the facts stated 'yes' (what the search documents index). */
export function accessTokensOf(a: Accessibility): AccessToken[] {
  return ACCESS_FACTS.filter((f) => a[f.key] === 'yes').map((f) => f.token);
}

/** "mailto:" for an e-mail contact, the address itself for a web one. */
export function accessContactHref(contact: string): string {
  return EMAIL.test(contact) && !WEB.test(contact) ? `mailto:${contact}` : contact;
}
