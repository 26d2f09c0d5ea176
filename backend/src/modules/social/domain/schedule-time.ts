import { ScheduleTimeError } from './social.errors';
import { ukParts, ukWallTime } from '../../../platform/time/uk-wall-clock';
import { ukLabel } from './posting-windows';

/** How far ahead a post may be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;

const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const UK_WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant of a schedule time: an ISO instant with its zone, or a UK wall-clock time "2026-12-01T09:30" (what the
 * screen's date and time fields give, read in Europe/London whatever the browser's zone). Must lie in the future.
 */
export function scheduleInstant(input: string, now: Date): Date {
  let at: Date;
  const wall = UK_WALL.exec(input);
  if (wall) {
    const [year, month, day, hour, minute] = wall.slice(1).map(Number) as [number, number, number, number, number];
    at = ukWallTime(year, month, day, hour, minute);
    const back = ukParts(at);
    if (back.year !== year || back.month !== month || back.day !== day || back.hour !== hour || back.minute !== minute)
      throw new ScheduleTimeError(`${input.replace('T', ' ')} is not a time that exists in the UK (a bad date, or the hour the clocks skip).`);
  } else if (WITH_ZONE.test(input)) {
    at = new Date(input);
    if (Number.isNaN(at.getTime())) throw new ScheduleTimeError(`${input} is not a valid date and time.`);
  } else {
    throw new ScheduleTimeError('Give the time as YYYY-MM-DDTHH:mm (UK time) or an ISO 8601 instant with its zone.');
  }
  if (at.getTime() <= now.getTime()) throw new ScheduleTimeError(`The scheduled time must be in the future (it is now ${ukLabel(now)} UK time).`);
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000)
    throw new ScheduleTimeError(`A post can be scheduled at most ${MAX_SCHEDULE_DAYS} days ahead.`);
  return at;
}
