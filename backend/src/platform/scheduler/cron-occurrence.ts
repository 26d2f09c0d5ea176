import { CronTime } from 'cron';

export const JOB_TIME_ZONE = 'Europe/London';

/** Timers may fire a hair early; a tick this close before a scheduled time belongs to it. */
const EARLY_MS = 50;
/** How late a tick may be and still be recognised as its occurrence (at most two periods of a frequent job). */
const WINDOW_MS = 5 * 60_000;

/**
 * The scheduled time a cron tick belongs to: the latest scheduled time at or before the tick. Every
 * instance computes the same answer however late its timer fired, which is the key that lets only
 * one of them run the occurrence.
 */
export function scheduledOccurrence(cron: string, firedAt: Date): Date {
  const time = new CronTime(cron, JOB_TIME_ZONE);
  const limit = firedAt.getTime() + EARLY_MS;
  // Bounding the look-back by the period keeps this to a few steps even for a job every second.
  const after = time.getNextDateFrom(new Date(limit), JOB_TIME_ZONE);
  const period = time.getNextDateFrom(after, JOB_TIME_ZONE).toMillis() - after.toMillis();
  const window = Math.min(WINDOW_MS, 2 * period);
  let found: Date | null = null;
  let candidate = time.getNextDateFrom(new Date(limit - window), JOB_TIME_ZONE).toJSDate();
  while (candidate.getTime() <= limit) {
    found = candidate;
    candidate = time.getNextDateFrom(candidate, JOB_TIME_ZONE).toJSDate();
  }
  return found ?? new Date(Math.floor(firedAt.getTime() / 1000) * 1000);
}

export function nextOccurrence(cron: string, from: Date): Date {
  return new CronTime(cron, JOB_TIME_ZONE).getNextDateFrom(from, JOB_TIME_ZONE).toJSDate();
}
