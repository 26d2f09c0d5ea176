/**
 * How an estimated (unconfirmed) date is written for visitors: the part of the month and the year only, never a day
 * that nobody stated. Plain TypeScript: the frontend uses it through `@contracts/events/expected-dates`.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "late June 2027" for 2027-06-25 (early: 1st–10th, mid: 11th–20th, late: 21st on). */
export function expectedPeriod(startDate: string): string {
  const [year, month, day] = startDate.split('-').map(Number);
  const part = day <= 10 ? 'early' : day <= 20 ? 'mid' : 'late';
  return `${part} ${MONTHS[month - 1]} ${year}`;
}

/** "Expected late June 2027 — dates to be confirmed". */
export function expectedDatesLabel(startDate: string): string {
  return `Expected ${expectedPeriod(startDate)} — dates to be confirmed`;
}

/** An event's date line: its stated range, or the expected period for an estimate. */
export function datesLine(event: { datesConfirmed: boolean; dateRange: string; startDate: string }): string {
  return event.datesConfirmed ? event.dateRange : expectedDatesLabel(event.startDate);
}
