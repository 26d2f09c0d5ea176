import { calendarRange, dayAfter, googleCalendarUrl } from './calendar';

const event = {
  id: 'abc',
  title: 'Proms; Last Night, 2027',
  description: 'Line one\nLine two',
  location: 'Royal Albert Hall, London',
  startDate: '2027-07-17',
  endDate: '2027-09-12',
  url: 'https://example.com/event/abc',
};

describe('calendar', () => {
  it('makes the all-day end exclusive (day after the last day), across month ends', () => {
    expect(dayAfter('2027-09-12')).toBe('20270913');
    expect(dayAfter('2027-12-31')).toBe('20280101');
    expect(calendarRange('2027-07-17', null)).toEqual({ start: '20270717', end: '20270718' });
  });
  it('has no range without a start date', () => {
    expect(calendarRange(null, null)).toBeNull();
    expect(googleCalendarUrl({ ...event, startDate: null })).toBeNull();
  });
  it('builds a Google Calendar template link', () => {
    const url = new URL(googleCalendarUrl(event)!);
    expect(url.hostname).toBe('calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20270717/20270913');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('ctz')).toBe('Europe/London');
  });
});
