import { bankHolidays, easterSunday } from '../../platform/time/bank-holidays';
import { dayParts, firstDayOfMonth, lastDayOfMonth } from '../../platform/time/uk-days';

/** How a festival's start date recurs (data/README in the shared data documents the grammar). */
export type Weekday = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';
export type DateRule =
  | { kind: 'fixed'; month: number; day: number }
  | { kind: 'nth-weekday'; month: number; weekday: Weekday; n: number; offsetDays?: number }
  | { kind: 'bank-holiday'; holiday: 'early-may' | 'spring' | 'summer'; offsetDays: number }
  | { kind: 'easter'; offsetDays: number }
  | { kind: 'weekend-of-month'; month: number; n: number; startsOn: 'fri' | 'sat' };

const WEEKDAYS: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Days of a month (ascending) that satisfy `test`. */
function daysOfMonth(year: number, month: number, test: (day: number) => boolean): number[] {
  const out: number[] = [];
  for (let d = firstDayOfMonth(year, month); d <= lastDayOfMonth(year, month); d++) if (test(d)) out.push(d);
  return out;
}

function nth(days: number[], n: number): number {
  const day = n < 0 ? days[days.length + n] : days[n - 1];
  if (day === undefined) throw new Error(`No occurrence ${n} in the month`);
  return day;
}

/** The England and Wales bank-holiday Monday a rule names, from the calendar the search module uses too. */
function holidayMonday(year: number, holiday: 'early-may' | 'spring' | 'summer'): number {
  const mondays = bankHolidays(year, 'england-wales').filter((d) => dayParts(d).weekday === 1);
  const inMonth = (m: number) => mondays.filter((d) => dayParts(d).month === m);
  if (holiday === 'early-may') return inMonth(5)[0]!;
  if (holiday === 'spring') return inMonth(5)[inMonth(5).length - 1]!;
  return inMonth(8)[inMonth(8).length - 1]!;
}

/** The start day (UK day number) of a festival following `rule` in `year`. */
export function ruleStart(rule: DateRule, year: number): number {
  switch (rule.kind) {
    case 'fixed':
      return firstDayOfMonth(year, rule.month) + rule.day - 1;
    case 'nth-weekday': {
      const weekday = WEEKDAYS.indexOf(rule.weekday);
      // offsetDays moves the day from the weekday that anchors it (Glastonbury: the Wednesday before the last Sunday)
      return (
        nth(
          daysOfMonth(year, rule.month, (d) => dayParts(d).weekday === weekday),
          rule.n,
        ) + (rule.offsetDays ?? 0)
      );
    }
    case 'bank-holiday':
      return holidayMonday(year, rule.holiday) + rule.offsetDays;
    case 'easter':
      return easterSunday(year) + rule.offsetDays;
    case 'weekend-of-month': {
      // A full weekend: its Saturday and Sunday both fall in the month.
      const saturdays = daysOfMonth(year, rule.month, (d) => dayParts(d).weekday === 6 && dayParts(d + 1).month === rule.month);
      const saturday = nth(saturdays, rule.n);
      return rule.startsOn === 'fri' ? saturday - 1 : saturday;
    }
  }
}
