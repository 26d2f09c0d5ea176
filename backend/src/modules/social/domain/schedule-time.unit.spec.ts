import { ScheduleTimeError } from './social.errors';
import { scheduleInstant } from './schedule-time';
import { xPostLength } from './x-post-length';

describe('scheduleInstant (UK wall-clock times and instants)', () => {
  const now = new Date('2027-03-27T12:00:00Z');

  it('reads a wall-clock time in UK time on both sides of the March change', () => {
    expect(scheduleInstant('2027-03-27T18:00', now).toISOString()).toBe('2027-03-27T18:00:00.000Z'); // GMT
    expect(scheduleInstant('2027-03-28T09:00', now).toISOString()).toBe('2027-03-28T08:00:00.000Z'); // BST
    expect(scheduleInstant('2027-10-31T01:30', now).toISOString()).toMatch(/^2027-10-31T0[01]:30:00.000Z$/); // the repeated hour: either is that UK time
  });

  it('takes an instant with its zone as given', () => {
    expect(scheduleInstant('2027-03-28T09:00:00+01:00', now).toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(scheduleInstant('2027-03-28T09:00:00.5Z', now).toISOString()).toBe('2027-03-28T09:00:00.500Z');
  });

  it.each([
    ['2027-03-28T01:30', /not a time that exists in the UK/],
    ['2027-02-29T09:00', /not a time that exists in the UK/],
    ['2027-03-27T12:00', /must be in the future/],
    ['2028-03-28T12:00', /at most 366 days ahead/],
    ['2027-03-28 09:00', /YYYY-MM-DDTHH:mm/],
    ['2027-03-28T09:00:00', /YYYY-MM-DDTHH:mm/],
    ['2027-13-45T09:00:00Z', /not a valid date and time/],
  ])('refuses %s', (input, message) => {
    expect(() => scheduleInstant(input, now)).toThrow(ScheduleTimeError);
    expect(() => scheduleInstant(input, now)).toThrow(message);
  });
});

describe('xPostLength (X counts every link as 23 characters)', () => {
  it('counts code points, and links as 23', () => {
    expect(xPostLength('a'.repeat(280))).toBe(280);
    expect(xPostLength('🎪 festival')).toBe(10);
    expect(xPostLength(`See https://festivalfinder.example/events/${'x'.repeat(100)} now`)).toBe(4 + 23 + 4);
  });
});
