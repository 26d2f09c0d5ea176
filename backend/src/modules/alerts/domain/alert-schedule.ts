import type { AlertFrequency } from '../contracts/alert-search';

const DAY_MS = 86_400_000;

/** An instant alert mails as events appear, but at most once a day; a weekly one at most once a week. */
export const MIN_GAP_MS: Record<AlertFrequency, number> = { instant: DAY_MS, weekly: 7 * DAY_MS };

/**
 * The earliest time an alert may be mailed again. A weekly alert's first mail comes a week after its confirmation (it
 * gathers a week); an instant alert's first one as soon as something matches.
 */
export function nextMailAllowedAt(frequency: AlertFrequency, confirmedAt: Date, lastMailedAt: Date | null): Date {
  if (lastMailedAt) return new Date(lastMailedAt.getTime() + MIN_GAP_MS[frequency]);
  return frequency === 'weekly' ? new Date(confirmedAt.getTime() + MIN_GAP_MS.weekly) : confirmedAt;
}

/** An address and its alerts are deleted this long after its last confirmed open (see docs/search-alerts.md). */
export const RETENTION_MONTHS = 12;

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}

/** At most this many events are listed in one alert mail (the rest are behind the link to the search). */
export const MAX_EVENTS_PER_MAIL = 20;
