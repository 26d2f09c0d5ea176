import { ukWallTime } from '../../../platform/time/uk-wall-clock';
import { nextPostingWindows, postingWindowAt, ukLabel, windowOn } from './posting-windows';

describe('Facebook posting windows (UK time)', () => {
  it('opens weekdays and Saturday at 08:00 and Sunday at 10:00 UK time, for one hour', () => {
    // Winter (GMT = UTC): Monday 23 Nov 2026.
    expect(windowOn(2026, 11, 23)).toMatchObject({ kind: 'weekday', start: new Date('2026-11-23T08:00:00Z'), end: new Date('2026-11-23T09:00:00Z') });
    expect(windowOn(2026, 11, 28)).toMatchObject({ kind: 'saturday', start: new Date('2026-11-28T08:00:00Z') });
    expect(windowOn(2026, 11, 29)).toMatchObject({ kind: 'sunday', start: new Date('2026-11-29T10:00:00Z'), end: new Date('2026-11-29T11:00:00Z') });
    // Summer (BST = UTC+1): 08:00 UK is 07:00 UTC.
    expect(windowOn(2026, 7, 15).start).toEqual(new Date('2026-07-15T07:00:00Z'));
  });

  it('follows the March change: Saturday before at 08:00 GMT, the Sunday of the change at 10:00 BST', () => {
    // Clocks go forward at 01:00 UTC on Sunday 29 March 2026.
    expect(windowOn(2026, 3, 28).start).toEqual(new Date('2026-03-28T08:00:00Z'));
    expect(windowOn(2026, 3, 29).start).toEqual(new Date('2026-03-29T09:00:00Z'));
    expect(windowOn(2026, 3, 30).start).toEqual(new Date('2026-03-30T07:00:00Z'));
    expect(ukLabel(new Date('2026-03-29T09:00:00Z'))).toBe('Sunday 29 March, 10:00');
  });

  it('follows the October change: Saturday at 08:00 BST, the Sunday of the change at 10:00 GMT', () => {
    // Clocks go back at 01:00 UTC on Sunday 25 October 2026.
    expect(windowOn(2026, 10, 24).start).toEqual(new Date('2026-10-24T07:00:00Z'));
    expect(windowOn(2026, 10, 25).start).toEqual(new Date('2026-10-25T10:00:00Z'));
    expect(windowOn(2026, 10, 26).start).toEqual(new Date('2026-10-26T08:00:00Z'));
  });

  it('says whether an instant is inside a window', () => {
    expect(postingWindowAt(new Date('2026-03-29T09:30:00Z'))).toMatchObject({ kind: 'sunday', ukDate: '2026-03-29' });
    expect(postingWindowAt(new Date('2026-03-29T10:00:00Z'))).toBeNull(); // 11:00 BST: closed
    expect(postingWindowAt(new Date('2026-03-29T08:30:00Z'))).toBeNull(); // 09:30 BST on a Sunday: not yet
    expect(postingWindowAt(new Date('2026-10-25T09:30:00Z'))).toBeNull(); // 09:30 GMT on the October Sunday
    expect(postingWindowAt(new Date('2026-10-25T10:59:59Z'))).toMatchObject({ kind: 'sunday' });
    expect(postingWindowAt(new Date('2026-10-26T07:30:00Z'))).toBeNull(); // 07:30 GMT Monday
    expect(postingWindowAt(new Date('2026-10-26T08:00:00Z'))).toMatchObject({ kind: 'weekday', ukDate: '2026-10-26' });
  });

  it('lists the next windows across a clock change, skipping one already open', () => {
    const next = nextPostingWindows(new Date('2026-03-27T08:30:00Z'), 5);
    expect(next.map((w) => w.start.toISOString())).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T09:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-31T07:00:00.000Z',
      '2026-04-01T07:00:00.000Z',
    ]);
    expect(nextPostingWindows(new Date('2026-10-24T23:30:00Z'), 2).map((w) => w.start.toISOString())).toEqual([
      '2026-10-25T10:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
    ]);
  });

  it('turns UK wall-clock times into instants on both sides of each change', () => {
    expect(ukWallTime(2026, 3, 29, 0, 30)).toEqual(new Date('2026-03-29T00:30:00Z'));
    expect(ukWallTime(2026, 3, 29, 3, 0)).toEqual(new Date('2026-03-29T02:00:00Z'));
    expect(ukWallTime(2026, 10, 25, 3, 0)).toEqual(new Date('2026-10-25T03:00:00Z'));
  });
});
