import { ukWallTime } from '../../../platform/time/uk-wall-clock';

/** Weekday business hours (UK time) B2B posts go out at, cycling through the campaign's platforms. */
const POSTING_HOURS = [9, 12, 16] as const;

export interface ScheduledSlot {
  day: string;
  at: Date;
}

function isoDay(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * One post a day for `days` days starting the UK day after `todayIso`, at business hours in Europe/London
 * (hour rotates so each platform is seen at a different time of day).
 */
export function campaignSlots(todayIso: string, days: number): ScheduledSlot[] {
  const [y, m, d] = todayIso.split('-').map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(Date.UTC(y, m - 1, d + 1 + i));
    const [yy, mm, dd] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    return { day: isoDay(yy, mm, dd), at: ukWallTime(yy, mm, dd, POSTING_HOURS[i % POSTING_HOURS.length]!) };
  });
}
