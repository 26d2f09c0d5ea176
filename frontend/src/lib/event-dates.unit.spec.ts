import { datesUnconfirmed, eventDateText } from './event-dates';

describe('eventDateText', () => {
  it('writes estimated dates as expected, to be confirmed, with no day nobody stated', () => {
    const estimate = { startDate: '2027-06-25', dateRange: '25 – 27 Jun 2027', datesConfirmed: false };
    expect(eventDateText(estimate)).toBe('Expected late June 2027 — dates to be confirmed');
    expect(eventDateText(estimate, { range: true })).toBe('Expected late June 2027 — dates to be confirmed');
    expect(eventDateText({ ...estimate, startDate: '2027-01-03' })).toBe('Expected early January 2027 — dates to be confirmed');
    expect(eventDateText({ ...estimate, startDate: '2027-09-15' })).toBe('Expected mid September 2027 — dates to be confirmed');
    expect(datesUnconfirmed(estimate)).toBe(true);
  });
  it('writes confirmed dates (and answers without the flag) as dates', () => {
    expect(eventDateText({ startDate: '2027-06-25', dateRange: '25 – 27 Jun 2027', datesConfirmed: true }, { range: true })).toBe('25 – 27 Jun 2027');
    expect(eventDateText({ startDate: '2027-06-25' })).toBe('25 Jun 2027');
  });
});
