/**
 * Data-quality rules for events (written down for people in docs/data-quality.md and served by
 * GET /api/admin/quality-rules). Rules of the "document" scope are computed from one event alone by
 * the search projection; "catalogue" and "calendar" rules need the other events or today's date and
 * are evaluated by the read model at query time. Only draft and published events are checked:
 * expired and removed events are history, not catalogue.
 */
import { REGION_VALUES } from '../contracts/regions';
import { contradictsStatedTiming, statedTiming } from '../contracts/stated-timing';

export type QualityScope = 'document' | 'catalogue' | 'calendar';

export interface QualityRule {
  code: string;
  label: string;
  description: string;
  scope: QualityScope;
}

/** Descriptions shorter than this read as a placeholder, not a description. */
export const SHORT_DESCRIPTION_CHARS = 80;

export const QUALITY_RULES: readonly QualityRule[] = [
  {
    code: 'missing-ticket-url',
    label: 'No ticket link',
    description: 'The event has no ticket or booking web address, so visitors cannot find out how to go.',
    scope: 'document',
  },
  {
    code: 'malformed-ticket-url',
    label: 'Broken ticket link',
    description: 'The ticket address is not a well-formed http(s) address with a host name (for example it contains spaces or has no domain).',
    scope: 'document',
  },
  { code: 'no-venue', label: 'No venue', description: 'No venue is given (or the venue only repeats the city name).', scope: 'document' },
  {
    code: 'no-coordinates',
    label: 'No map position',
    description: 'The event has no latitude and longitude, so it never appears in "near me" searches or on a map.',
    scope: 'document',
  },
  { code: 'end-before-start', label: 'Ends before it starts', description: 'The end date is earlier than the start date.', scope: 'document' },
  { code: 'missing-description', label: 'No description', description: 'The description is empty.', scope: 'document' },
  {
    code: 'short-description',
    label: 'Short description',
    description: `The description has fewer than ${SHORT_DESCRIPTION_CHARS} characters: too little to tell a visitor what the event is.`,
    scope: 'document',
  },
  { code: 'unknown-region', label: 'Unknown region', description: 'The region is not one of the ten regions the site files events under.', scope: 'document' },
  {
    code: 'estimate-contradicts-description',
    label: 'Estimate contradicts description',
    description:
      'The dates are an estimate, and the estimated start is in another month or part of the month than the description states ("from late November", "every August", "in early July").',
    scope: 'document',
  },
  {
    code: 'duplicate',
    label: 'Possible duplicate',
    description: 'Another draft or published event has the same title (ignoring case and spacing) and the same start date.',
    scope: 'catalogue',
  },
  {
    code: 'past-but-published',
    label: 'Past but still published',
    description: "The event's last day is before today (UK time) but it is still published; the nightly expiry job or an admin should expire it.",
    scope: 'calendar',
  },
];

export const QUALITY_CODES = QUALITY_RULES.map((r) => r.code);

export function qualityRule(code: string): QualityRule | undefined {
  return QUALITY_RULES.find((r) => r.code === code);
}

/** Statuses whose events are checked. */
export const CHECKED_STATUSES = ['draft', 'published'] as const;

export interface QualityInput {
  status: string;
  description: string;
  ticketUrl: string | null;
  venue: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  startDate: string;
  endDate: string;
  region: string;
  /** false: the dates are an estimate (absent: stated). */
  datesConfirmed?: boolean;
}

/** The document-scope problems of one event, in rule order ([] for events that are not checked). */
export function documentProblems(e: QualityInput): string[] {
  if (!(CHECKED_STATUSES as readonly string[]).includes(e.status)) return [];
  const problems: string[] = [];
  const ticket = e.ticketUrl?.trim() ?? '';
  if (!ticket) problems.push('missing-ticket-url');
  else if (!isWellFormedWebAddress(ticket)) problems.push('malformed-ticket-url');
  const venue = e.venue?.trim() ?? '';
  if (!venue || venue.toLowerCase() === e.city?.trim().toLowerCase()) problems.push('no-venue');
  if (e.latitude === null || e.longitude === null || e.latitude === undefined || e.longitude === undefined) problems.push('no-coordinates');
  if (e.endDate < e.startDate) problems.push('end-before-start');
  const description = e.description?.trim() ?? '';
  if (!description) problems.push('missing-description');
  else if (description.length < SHORT_DESCRIPTION_CHARS) problems.push('short-description');
  if (!REGION_VALUES.includes(e.region)) problems.push('unknown-region');
  if (e.datesConfirmed === false && description) {
    const stated = statedTiming(description);
    if (stated && contradictsStatedTiming(e.startDate, stated)) problems.push('estimate-contradicts-description');
  }
  return problems;
}

export function isWellFormedWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** Sorted in rule order, for stable answers. */
export function inRuleOrder(codes: Iterable<string>): string[] {
  const set = new Set(codes);
  return QUALITY_CODES.filter((c) => set.has(c)).concat([...set].filter((c) => !QUALITY_CODES.includes(c)));
}
