import { expectedDatesLabel } from '@contracts/events/expected-dates';
import { formatEventDate } from './format-date';

interface Dated {
  startDate?: string | null;
  dateRange?: string | null;
  datesConfirmed?: boolean | null;
}

/** True when the event's dates are an estimate nobody stated (older answers without the flag mean confirmed). */
export function datesUnconfirmed(event: Dated): boolean {
  return event.datesConfirmed === false && !!event.startDate;
}

/** The date line of an event: its dates, or "Expected late June 2027 — dates to be confirmed" for an estimate. */
export function eventDateText(event: Dated, { range = false }: { range?: boolean } = {}): string {
  if (datesUnconfirmed(event)) return expectedDatesLabel(event.startDate!);
  return (range && event.dateRange) || formatEventDate(event.startDate);
}
